import { useId } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import ContrastIcon from '@mui/icons-material/Contrast';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import FormatTextdirectionLToRIcon from '@mui/icons-material/FormatTextdirectionLToR';
import FormatTextdirectionRToLIcon from '@mui/icons-material/FormatTextdirectionRToL';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import TonalityIcon from '@mui/icons-material/Tonality';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';
import { THEME_COLOR_PRESETS } from '@pharmacy/shared/settings/settings';
import { presetMainColor } from '../../theme/palette';
import { ColorSwatch } from './color-swatch';
import { LayoutPreview } from './layout-preview';
import { SettingsLanguageSelect } from './settings-language-select';
import { SettingsOptionGroup } from './settings-option-group';
import { useSettings } from './settings-provider';
import { SettingsStretchSwitch } from './settings-stretch-switch';

const DRAWER_WIDTH = 360;

/**
 * The settings panel of SPEC §2: mode, contrast, direction, layout, colour preset, stretch and language.
 * Rendered once near the root; `SettingsButton` opens it. It sits on the end side (left in rtl: MUI mirrors
 * the anchor) and, being modal, keeps focus inside until closed with Escape or the close button.
 */
export function SettingsDrawer() {
  const { t } = useTranslation();
  const { settings, update, reset, canReset, isOpen, close } = useSettings();
  const titleId = useId();

  return (
    <Drawer
      anchor="right"
      open={isOpen}
      onClose={close}
      slotProps={{
        // Transparent backdrop: the page behind stays visible as a live preview of each change.
        backdrop: { invisible: true },
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: DRAWER_WIDTH }, boxShadow: 24 },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 2.5, py: 2 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {t('settings.title')}
        </Typography>
        <Button
          size="small"
          color="inherit"
          startIcon={<RestartAltIcon />}
          disabled={!canReset}
          onClick={reset}
          title={t('settings.resetHint')}
        >
          {t('settings.reset')}
        </Button>
        <IconButton aria-label={t('settings.close')} onClick={close} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Stack sx={{ flex: '1 1 auto', minHeight: 0, overflowY: 'auto', gap: 3, px: 2.5, py: 3 }}>
        <SettingsLanguageSelect />
        <SettingsOptionGroup
          title={t('settings.mode.label')}
          value={settings.themeMode}
          onChange={(themeMode) => update({ themeMode })}
          options={[
            { value: 'light', label: t('settings.mode.light'), icon: <LightModeOutlinedIcon /> },
            { value: 'dark', label: t('settings.mode.dark'), icon: <DarkModeOutlinedIcon /> },
          ]}
        />
        <SettingsOptionGroup
          title={t('settings.contrast.label')}
          hint={t('settings.contrast.hint')}
          value={settings.themeContrast}
          onChange={(themeContrast) => update({ themeContrast })}
          options={[
            { value: 'default', label: t('settings.contrast.default'), icon: <TonalityIcon /> },
            { value: 'bold', label: t('settings.contrast.bold'), icon: <ContrastIcon /> },
          ]}
        />
        <SettingsOptionGroup
          title={t('settings.direction.label')}
          value={settings.themeDirection}
          onChange={(themeDirection) => update({ themeDirection })}
          options={[
            { value: 'ltr', label: t('settings.direction.ltr'), icon: <FormatTextdirectionLToRIcon /> },
            { value: 'rtl', label: t('settings.direction.rtl'), icon: <FormatTextdirectionRToLIcon /> },
          ]}
        />
        <SettingsOptionGroup
          title={t('settings.layout.label')}
          value={settings.themeLayout}
          onChange={(themeLayout) => update({ themeLayout })}
          options={[
            { value: 'vertical', label: t('settings.layout.vertical'), icon: <LayoutPreview layout="vertical" /> },
            { value: 'mini', label: t('settings.layout.mini'), icon: <LayoutPreview layout="mini" /> },
          ]}
        />
        <SettingsOptionGroup
          title={t('settings.presets.label')}
          columns={3}
          value={settings.themeColorPresets}
          onChange={(themeColorPresets) => update({ themeColorPresets })}
          options={THEME_COLOR_PRESETS.map((preset) => ({
            value: preset,
            label: t(`settings.presets.${preset}`),
            icon: <ColorSwatch color={presetMainColor(preset)} checked={preset === settings.themeColorPresets} />,
          }))}
        />
        <SettingsStretchSwitch />
      </Stack>
    </Drawer>
  );
}
