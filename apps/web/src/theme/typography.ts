import type { TypographyVariantsOptions } from '@mui/material/styles';
import type { ThemeSettings } from '@pharmacy/shared/settings/settings';

const PRIMARY_FONT = "'Public Sans'";
const ARABIC_FONT = "'Noto Sans Arabic'";
// Chinese has no self-hosted face (several MB); these system fonts cover Simplified Chinese everywhere.
const CJK_FALLBACK = "'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC'";
const SYSTEM_FALLBACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export function fontStack(direction: ThemeSettings['themeDirection']): string {
  const faces = direction === 'rtl' ? [PRIMARY_FONT, ARABIC_FONT] : [PRIMARY_FONT];
  return [...faces, CJK_FALLBACK, SYSTEM_FALLBACK].join(', ');
}

const rem = (px: number) => `${px / 16}rem`;

export function buildTypography(direction: ThemeSettings['themeDirection']): TypographyVariantsOptions {
  return {
    fontFamily: fontStack(direction),
    fontWeightLight: 400,
    fontWeightRegular: 400,
    fontWeightMedium: 500,
    fontWeightBold: 700,
    h1: { fontWeight: 700, lineHeight: 80 / 64, fontSize: rem(40) },
    h2: { fontWeight: 700, lineHeight: 64 / 48, fontSize: rem(32) },
    h3: { fontWeight: 700, lineHeight: 1.5, fontSize: rem(24) },
    h4: { fontWeight: 700, lineHeight: 1.5, fontSize: rem(20) },
    h5: { fontWeight: 700, lineHeight: 1.5, fontSize: rem(18) },
    h6: { fontWeight: 600, lineHeight: 28 / 18, fontSize: rem(17) },
    subtitle1: { fontWeight: 600, lineHeight: 1.5, fontSize: rem(16) },
    subtitle2: { fontWeight: 600, lineHeight: 22 / 14, fontSize: rem(14) },
    body1: { lineHeight: 1.5, fontSize: rem(16) },
    body2: { lineHeight: 22 / 14, fontSize: rem(14) },
    caption: { lineHeight: 1.5, fontSize: rem(12) },
    overline: { fontWeight: 700, lineHeight: 1.5, fontSize: rem(12), textTransform: 'uppercase' },
    // Sentence case reads better than capitals, and capitals mean nothing in Arabic or Chinese.
    button: { fontWeight: 700, lineHeight: 24 / 14, fontSize: rem(14), textTransform: 'none' },
  };
}
