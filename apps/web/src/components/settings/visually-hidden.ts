import type { SxProps, Theme } from '@mui/material/styles';

/** Hidden from sight, still read and focused: the native radios behind the option cards. */
export const visuallyHiddenSx: SxProps<Theme> = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
