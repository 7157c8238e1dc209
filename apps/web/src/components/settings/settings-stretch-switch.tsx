import { useId } from 'react';
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';
import { useSettings } from './settings-provider';

/** Full-width content on large screens, as a labelled switch with its explanation. */
export function SettingsStretchSwitch() {
  const { t } = useTranslation();
  const { settings, toggleStretch } = useSettings();
  const labelId = useId();
  const hintId = useId();

  return (
    <Box
      component="label"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 2,
        py: 1.5,
        borderRadius: 1.5,
        border: 1,
        borderColor: 'divider',
        cursor: 'pointer',
      }}
    >
      <Box sx={{ flexGrow: 1 }}>
        <Typography id={labelId} variant="subtitle2">
          {t('settings.stretch.label')}
        </Typography>
        <Typography id={hintId} variant="caption" sx={{ color: 'text.secondary' }}>
          {t('settings.stretch.hint')}
        </Typography>
      </Box>
      <Switch
        checked={settings.themeStretch}
        onChange={toggleStretch}
        slotProps={{ input: { 'aria-labelledby': labelId, 'aria-describedby': hintId } }}
      />
    </Box>
  );
}
