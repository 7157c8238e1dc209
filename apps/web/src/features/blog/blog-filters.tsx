import { useEffect, useState } from 'react';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from '../../lib/translation';
import { LANGUAGES, type Language } from '@pharmacy/shared/languages';
import type { BlogFilters } from '../../api/blog';
import { useBlogTags } from '../../api/blog';
import { useDebouncedValue } from '../../hooks/use-debounced-value';

export interface BlogFiltersBarProps {
  filters: BlogFilters;
  onChange: (patch: Partial<BlogFilters>) => void;
}

/** Waits for a pause in typing so each key press is not a request. */
const SEARCH_DELAY_MS = 300;

/** The public list's search box, language filter and the tags readers use most (one chosen at a time). */
export function BlogFiltersBar({ filters, onChange }: BlogFiltersBarProps) {
  const { t } = useTranslation();
  const [q, setQ] = useState(filters.q);
  // The address changed the search (filters cleared, Back): the box follows.
  const [seen, setSeen] = useState(filters.q);
  if (filters.q !== seen) {
    setSeen(filters.q);
    setQ(filters.q);
  }
  const tags = useBlogTags(filters.language);

  const debouncedQ = useDebouncedValue(q, SEARCH_DELAY_MS);
  useEffect(() => {
    if (debouncedQ !== filters.q) onChange({ q: debouncedQ });
    // Only the typing drives this; the address is the source of truth otherwise (as in the people filters).
  }, [debouncedQ]);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          type="search"
          label={t('blog.search')}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          sx={{ flexGrow: 1 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          label={t('blog.language')}
          value={filters.language}
          onChange={(event) => onChange({ language: event.target.value as Language | '', tag: '' })}
          sx={{ minWidth: { sm: 200 } }}
        >
          <MenuItem value="">{t('blog.anyLanguage')}</MenuItem>
          {LANGUAGES.map((language) => (
            <MenuItem key={language} value={language}>
              {t(`language.names.${language}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {tags.data && tags.data.tags.length > 0 && (
        <Stack direction="row" role="group" aria-label={t('blog.tags')} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {tags.data.tags.slice(0, 20).map(({ tag, count }) => {
            const selected = filters.tag === tag;
            return (
              <Chip
                key={tag}
                label={`${tag} (${count})`}
                aria-pressed={selected}
                color={selected ? 'primary' : 'default'}
                variant={selected ? 'filled' : 'outlined'}
                onClick={() => onChange({ tag: selected ? '' : tag })}
              />
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
