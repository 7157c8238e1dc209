import { decomposeColor, recomposeColor } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { AA_TEXT_RATIO, accessibleTone } from '../../theme/palette';

const ACTIVE_TINT = 0.12;
const HOVER_TINT = 0.2;

/** `background` with `color` painted over it at `opacity`, as one solid colour (contrast maths needs one). */
function blend(background: string, color: string, opacity: number): string {
  const bg = decomposeColor(background).values;
  const fg = decomposeColor(color).values;
  const mix = [0, 1, 2].map((i) => Math.round(bg[i] * (1 - opacity) + fg[i] * opacity)) as [number, number, number];
  return recomposeColor({ type: 'rgb', values: mix });
}

/**
 * A shade of the primary colour that reads (AA) on the tinted active background, over both page and paper:
 * presets like orange are fine as fills but too light as text.
 */
export function activeTextColor(theme: Theme): string {
  const { primary, background } = theme.palette;
  // Checked against the hover tint, the darker of the two states.
  return [background.default, background.paper].reduce(
    (color, surface) => accessibleTone(color, blend(surface, primary.main, HOVER_TINT), AA_TEXT_RATIO),
    primary.main,
  );
}

/** Active items: a tint of the primary colour and readable text. */
export function activeItemStyles(theme: Theme) {
  return {
    color: activeTextColor(theme),
    fontWeight: 600,
    bgcolor: theme.alpha(theme.palette.primary.main, ACTIVE_TINT),
    '&:hover': { bgcolor: theme.alpha(theme.palette.primary.main, HOVER_TINT) },
  };
}
