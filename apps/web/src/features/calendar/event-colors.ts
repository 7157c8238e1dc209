import { getContrastRatio } from '@mui/material/styles';

const DARK_TEXT = '#1C252E';

/** White or dark text on an event's colour, whichever reads better (the kinds' bright colours need dark text). */
export function textOn(color: string): string {
  try {
    return getContrastRatio(color, '#FFFFFF') >= getContrastRatio(color, DARK_TEXT) ? '#FFFFFF' : DARK_TEXT;
  } catch {
    return '#FFFFFF';
  }
}
