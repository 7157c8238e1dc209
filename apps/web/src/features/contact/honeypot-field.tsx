import Box from '@mui/material/Box';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface HoneypotFieldProps {
  field: UseFormRegisterReturn;
}

/**
 * The bot trap: a field named like one a spam script fills, off screen, out of the tab order and hidden from
 * screen readers, so a person never fills it. The server drops a message that has it.
 */
export function HoneypotField({ field }: HoneypotFieldProps) {
  return (
    <Box
      aria-hidden
      sx={{ position: 'absolute', insetInlineStart: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
    >
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...field} />
      </label>
    </Box>
  );
}
