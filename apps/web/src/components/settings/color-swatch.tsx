import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import { readableText } from '../../theme/palette';

export interface ColorSwatchProps {
  color: string;
  checked: boolean;
}

/** A preset's main colour; the tick (not only the ring) tells which one is chosen. */
export function ColorSwatch({ color, checked }: ColorSwatchProps) {
  return (
    <Box
      sx={{
        width: 32,
        height: 32,
        borderRadius: '50%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: color,
        color: readableText(color),
        boxShadow: `inset 0 0 0 1px rgba(0, 0, 0, 0.12)`,
      }}
    >
      {checked && <CheckIcon fontSize="small" />}
    </Box>
  );
}
