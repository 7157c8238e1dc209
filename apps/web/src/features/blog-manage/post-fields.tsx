import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/translation';
import { LANGUAGES } from '@pharmacy/shared/languages';
import { BLOG_DESCRIPTION_MAX, BLOG_TAG_MAX, BLOG_TAGS_MAX, BLOG_TITLE_MAX } from '@pharmacy/shared/blog/constants';
import { useWriterTags } from '../../api/blog';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { translateFieldMessage } from '../../lib/api-errors';
import type { PostFormValues } from './post-form-values';

const TAG_DEBOUNCE_MS = 250;

/**
 * The tags offered while a writer types one: the published posts' and their own drafts' and scheduled posts' (an
 * admin: every post's), the most used first, asked once the list opens and again per pause in typing.
 */
function useTagSuggestions() {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const tags = useWriterTags(useDebouncedValue(typed, TAG_DEBOUNCE_MS), open);
  const found = tags.data?.tags;
  const counts = useMemo(() => new Map((found ?? []).map(({ tag, count }) => [tag, count])), [found]);
  return {
    open,
    setOpen,
    typed,
    setTyped,
    options: useMemo(() => [...counts.keys()], [counts]),
    counts,
    loading: open && tags.isPending,
  };
}

export interface PostFieldsProps {
  form: UseFormReturn<PostFormValues>;
  isAdmin: boolean;
}

/** Title, description, tags, language and (for an admin) featured; each shows the server's message under it. */
export function PostFields({ form, isAdmin }: PostFieldsProps) {
  const { t } = useTranslation();
  const { register, control, formState } = form;
  const message = (name: keyof PostFormValues) => translateFieldMessage(t, formState.errors[name]?.message);
  const suggestions = useTagSuggestions();
  return (
    <Stack spacing={2.5}>
      <TextField
        label={t('blog.editor.postTitle')}
        {...register('title')}
        error={Boolean(message('title'))}
        helperText={message('title')}
        slotProps={{ htmlInput: { maxLength: BLOG_TITLE_MAX, dir: 'auto' } }}
        fullWidth
      />
      <TextField
        label={t('blog.editor.description')}
        {...register('description')}
        error={Boolean(message('description'))}
        helperText={message('description') ?? t('blog.editor.descriptionHint')}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: BLOG_DESCRIPTION_MAX, dir: 'auto' } }}
        fullWidth
      />
      <Controller
        control={control}
        name="tags"
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            freeSolo
            options={suggestions.options}
            filterSelectedOptions
            // The server matches what is typed; a list still on the previous word is narrowed here meanwhile.
            filterOptions={(options, { inputValue }) => {
              const typed = inputValue.trim().toLowerCase();
              return options.filter((option) => option.includes(typed));
            }}
            loading={suggestions.loading}
            loadingText={t('blog.editor.tagsLoading')}
            open={suggestions.open}
            onOpen={() => suggestions.setOpen(true)}
            onClose={() => suggestions.setOpen(false)}
            inputValue={suggestions.typed}
            onInputChange={(_, typed) => suggestions.setTyped(typed)}
            renderOption={({ key, ...optionProps }, option) => (
              <li key={key} {...optionProps}>
                {option}{' '}
                <Box component="span" sx={{ ml: 'auto', pl: 2, color: 'text.secondary' }}>
                  ({suggestions.counts.get(option) ?? 0})
                </Box>
              </li>
            )}
            value={field.value}
            onChange={(_, tags) =>
              field.onChange(
                tags
                  .map((tag) => tag.trim().toLowerCase())
                  .filter(Boolean)
                  .slice(0, BLOG_TAGS_MAX),
              )
            }
            renderValue={(tags, getItemProps) =>
              tags.map((tag, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} size="small" label={tag} {...itemProps} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label={t('blog.editor.tags')}
                error={Boolean(fieldState.error)}
                helperText={
                  translateFieldMessage(t, fieldState.error?.message) ??
                  t('blog.editor.tagsHint', { max: BLOG_TAGS_MAX })
                }
                slotProps={{
                  ...params.slotProps,
                  htmlInput: { ...params.slotProps.htmlInput, maxLength: BLOG_TAG_MAX },
                }}
              />
            )}
          />
        )}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Controller
          control={control}
          name="language"
          render={({ field, fieldState }) => (
            <TextField
              select
              label={t('blog.editor.language')}
              value={field.value}
              onChange={field.onChange}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={translateFieldMessage(t, fieldState.error?.message)}
              sx={{ minWidth: { sm: 220 } }}
            >
              {LANGUAGES.map((language) => (
                <MenuItem key={language} value={language}>
                  {t(`language.names.${language}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {isAdmin && (
          <Controller
            control={control}
            name="featured"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(_, on) => field.onChange(on)} />}
                label={t('blog.editor.featured')}
              />
            )}
          />
        )}
      </Stack>
    </Stack>
  );
}
