import Stack from '@mui/material/Stack';
import { LanguagePopover } from '../../../components/language/language-popover';
import { SettingsButton } from '../../../components/settings/settings-button';

/** Language and settings: on every layout, so anyone can adapt the interface on any page. */
export function HeaderActions() {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <LanguagePopover />
      <SettingsButton />
    </Stack>
  );
}
