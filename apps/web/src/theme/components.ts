import { alpha } from '@mui/material/styles';
import type { Components, Theme } from '@mui/material/styles';
import { BORDER_RADIUS } from '@pharmacy/shared/settings/constants';
import type { ThemeSettings } from '@pharmacy/shared/settings/settings';
import { AA_TEXT_RATIO, AAA_TEXT_RATIO, accessibleTone, containedHover, overlayColor } from './palette';

type Status = 'success' | 'info' | 'warning' | 'error';
const isStatus = (key: string): key is Status => ['success', 'info', 'warning', 'error'].includes(key);
const CONTAINED_COLORS = ['primary', 'secondary', 'info', 'success', 'warning', 'error'] as const;

export interface ComponentTokens {
  mode: ThemeSettings['themeMode'];
  bold: boolean;
  /** The primary colour shade that passes AA as text on paper (see accessibleTone). */
  primaryText: string;
}

/** Input outlines must reach 3:1 against the paper (WCAG 1.4.11); MUI's default grey does not. */
function inputBorder({ mode, bold }: ComponentTokens): string {
  if (mode === 'dark') return bold ? '#C4CDD5' : '#6F7D8B';
  return bold ? '#454F5B' : '#7A8896';
}

function cardShadow({ mode, bold }: ComponentTokens): string {
  const shade = mode === 'dark' ? '0, 0, 0' : '145, 158, 171';
  return bold
    ? `0 0 0 1px rgba(${shade}, 0.64), 0 12px 24px -4px rgba(${shade}, 0.32)`
    : `0 0 2px 0 rgba(${shade}, 0.2), 0 12px 24px -4px rgba(${shade}, 0.12)`;
}

export function buildComponents(tokens: ComponentTokens): Components<Omit<Theme, 'components'>> {
  const { primaryText, bold } = tokens;
  return {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: {
          variants: [
            { props: { variant: 'text', color: 'primary' }, style: { color: primaryText } },
            {
              props: { variant: 'outlined', color: 'primary' },
              style: { color: primaryText, borderColor: alpha(primaryText, 0.56) },
            },
            ...CONTAINED_COLORS.map((color) => ({
              props: { variant: 'contained' as const, color },
              style: ({ theme }: { theme: Theme }) => ({
                '&:hover': { backgroundColor: containedHover(theme.palette[color], bold ? AAA_TEXT_RATIO : AA_TEXT_RATIO) },
              }),
            })),
          ],
        },
      },
    },
    MuiLink: {
      styleOverrides: {
        root: {
          variants: [
            {
              props: { color: 'primary' },
              style: { color: primaryText, textDecorationColor: alpha(primaryText, 0.48) },
            },
          ],
        },
      },
    },
    // A focused field's label and a primary chip's text are text in the primary colour: use the readable shade.
    MuiFormLabel: {
      styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: primaryText } } },
    },
    MuiChip: {
      styleOverrides: {
        root: {
          variants: [
            { props: { variant: 'outlined', color: 'primary' }, style: { color: primaryText, borderColor: alpha(primaryText, 0.56) } },
          ],
        },
      },
    },
    MuiTab: {
      styleOverrides: {
        root: { variants: [{ props: { textColor: 'primary' }, style: { '&.Mui-selected': { color: primaryText } } }] },
      },
    },
    MuiToggleButton: {
      styleOverrides: {
        // Selected, the text sits on a primary tint, not on the paper: the shade must be readable on that tint.
        root: ({ theme }) => ({
          variants: [
            {
              props: { color: 'primary' },
              style: {
                '&.Mui-selected': {
                  color: accessibleTone(primaryText, overlayColor(theme.palette.background.paper, theme.palette.primary.main, theme.palette.action.selectedOpacity), bold ? AAA_TEXT_RATIO : AA_TEXT_RATIO),
                },
              },
            },
          ],
        }),
      },
    },
    MuiAlert: {
      styleOverrides: {
        // MUI paints filled alerts with `dark` in dark mode but picks the text for `main`: keep the pair that
        // the palette made readable.
        root: ({ ownerState, theme }) => {
          const key = String(ownerState.colorSeverity ?? ownerState.severity ?? 'success');
          if (ownerState.variant !== 'filled' || !isStatus(key)) return {};
          const color = theme.palette[key];
          return { backgroundColor: color.main, color: color.contrastText };
        },
      },
    },
    MuiPaper: {
      styleOverrides: { root: { backgroundImage: 'none' } },
    },
    MuiCard: {
      styleOverrides: {
        root: { borderRadius: BORDER_RADIUS * 2, boxShadow: cardShadow(tokens), position: 'relative', zIndex: 0 },
      },
    },
    MuiOutlinedInput: {
      styleOverrides: {
        notchedOutline: { borderColor: inputBorder(tokens), ...(tokens.bold ? { borderWidth: 2 } : {}) },
      },
    },
  };
}
