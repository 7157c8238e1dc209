import type { ReactNode } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

export interface DirectoryFilterBarProps {
  /** What a screen reader calls the search landmark. */
  label: string;
  children: ReactNode;
}

/** The row of a directory's filters: a search landmark that wraps, a column on small screens. */
export function DirectoryFilterBar({ label, children }: DirectoryFilterBarProps) {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      role="search"
      aria-label={label}
      sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}
    >
      {children}
    </Stack>
  );
}

export interface DirectorySearchFieldProps {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}

/** The free-text search with its magnifier, the widest field of the bar. */
export function DirectorySearchField({ label, placeholder, value, onChange }: DirectorySearchFieldProps) {
  return (
    <TextField
      size="small"
      type="search"
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ flex: 2, minWidth: 200 }}
    />
  );
}

export interface DirectorySelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Value and text of each choice, in order. */
  options: ReadonlyArray<readonly [string, string]>;
  minWidth?: number;
}

/** A drop-down filter. */
export function DirectorySelect({ label, value, onChange, options, minWidth = 150 }: DirectorySelectProps) {
  return (
    <TextField
      size="small"
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ flex: 1, minWidth }}
    >
      {options.map(([optionValue, text]) => (
        <MenuItem key={optionValue} value={optionValue}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}
