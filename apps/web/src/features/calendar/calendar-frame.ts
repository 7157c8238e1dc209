import { alpha, styled } from '@mui/material/styles';

/**
 * FullCalendar's classic theme painted with the MUI theme: its colours are CSS variables, set here on the wrapper
 * (its palette file is not loaded), so light, dark and the contrast settings follow the app.
 */
export const CalendarFrame = styled('div')(({ theme }) => {
  const { palette } = theme;
  const dark = palette.mode === 'dark';
  return {
    '--fc-classic-button': dark ? palette.grey[700] : palette.grey[800],
    '--fc-classic-button-border': dark ? palette.grey[700] : palette.grey[800],
    // The pressed view button and the primary marks carry white text: the darker primary keeps it readable (AA).
    '--fc-classic-button-strong': palette.primary.dark,
    '--fc-classic-button-strong-border': palette.primary.dark,
    '--fc-classic-button-outline': alpha(palette.primary.main, 0.5),
    '--fc-classic-button-foreground': palette.common.white,
    '--fc-classic-primary': palette.primary.dark,
    '--fc-classic-primary-foreground': palette.common.white,
    '--fc-classic-event': palette.primary.dark,
    '--fc-classic-event-contrast': palette.common.white,
    '--fc-classic-background-event': palette.success.main,
    '--fc-classic-background-event-opacity': '15%',
    '--fc-classic-background-event-foreground-opacity': '50%',
    '--fc-classic-highlight': alpha(palette.primary.main, 0.16),
    '--fc-classic-today': alpha(palette.primary.main, dark ? 0.14 : 0.08),
    '--fc-classic-now': palette.error.main,
    '--fc-classic-small-dot-width': '8px',
    '--fc-classic-large-dot-width': '10px',
    '--fc-classic-background': palette.background.paper,
    '--fc-classic-faint': alpha(palette.text.primary, 0.04),
    '--fc-classic-muted': alpha(palette.text.primary, 0.08),
    '--fc-classic-strong': alpha(palette.text.primary, 0.14),
    '--fc-classic-foreground': palette.text.primary,
    // The other months' day numbers: still text a person reads, so secondary rather than disabled (contrast).
    '--fc-classic-faint-foreground': palette.text.secondary,
    '--fc-classic-muted-foreground': palette.text.secondary,
    '--fc-classic-border': palette.divider,
    '--fc-classic-strong-border': alpha(palette.text.primary, 0.32),
    // The calendar's root sets 16px; the app's body text is smaller (more specific than its one class).
    '& > *': { fontSize: theme.typography.body2.fontSize, fontFamily: 'inherit' },
    '& button': { fontFamily: 'inherit' },
    // Events stacked in a day are touch targets: at least 24 px high (WCAG 2.5.8, axe's target-size).
    '& .pl-calendar-event': { minHeight: 24, display: 'flex', alignItems: 'center' },
    '& h2': { fontSize: theme.typography.h6.fontSize, fontWeight: theme.typography.h6.fontWeight },
    [theme.breakpoints.down('sm')]: {
      '& h2': { fontSize: theme.typography.subtitle1.fontSize },
    },
  };
});
