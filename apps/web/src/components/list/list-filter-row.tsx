import type { ReactNode } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

export interface ListFilterRowProps {
  search: { label: string; placeholder: string; value: string; onChange: (value: string) => void };
  /** The element the results are in: every field says it controls it. */
  resultsId: string;
  /** The other filters (selects, dates), kept on one line beside the search on a wide screen. */
  children: ReactNode;
}

/** The lists' `q` takes up to 100 characters (packages/shared schemas). */
const SEARCH_MAX = 100;

/** A cursor list's filter row: the wide search with its magnifier, then the list's own filters. */
export function ListFilterRow({ search, resultsId, children }: ListFilterRowProps) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <TextField
        type="search"
        fullWidth
        label={search.label}
        placeholder={search.placeholder}
        value={search.value}
        onChange={(event) => search.onChange(event.target.value)}
        slotProps={{
          htmlInput: { maxLength: SEARCH_MAX, 'aria-controls': resultsId },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      {/* Wraps on a phone when a list has more filters than fit one line. */}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexShrink: 0, flexWrap: { xs: 'wrap', md: 'nowrap' }, width: { xs: '100%', md: 'auto' } }}>
        {children}
      </Stack>
    </Stack>
  );
}
