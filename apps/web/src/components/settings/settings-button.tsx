import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import IconButton from '@mui/material/IconButton';
import type { IconButtonProps } from '@mui/material/IconButton';
import { useTranslation } from '../../lib/translation';
import { useSettings } from './settings-provider';
import { LazyTooltip } from '../hint/lazy-tooltip';

export type SettingsButtonProps = Omit<IconButtonProps, 'onClick' | 'aria-label' | 'children'>;

/** Header button that opens the settings drawer. */
export function SettingsButton(props: SettingsButtonProps) {
  const { t } = useTranslation();
  const { open, isOpen } = useSettings();

  return (
    <LazyTooltip title={t('settings.title')}>
      <IconButton
        {...props}
        aria-label={t('settings.open')}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={open}
      >
        <SettingsOutlinedIcon />
      </IconButton>
    </LazyTooltip>
  );
}
