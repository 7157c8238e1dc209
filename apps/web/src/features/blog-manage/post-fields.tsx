import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@pharmacy/shared/languages';
import { BLOG_DESCRIPTION_MAX, BLOG_TAG_MAX, BLOG_TAGS_MAX, BLOG_TITLE_MAX } from '@pharmacy/shared/blog/constants';
import { translateFieldMessage } from '../../lib/api-errors';
import type { PostFormValues } from './post-form-values';

export interface PostFieldsProps {
  form: UseFormReturn<PostFormValues>;
  isAdmin: boolean;
}

/** Title, description, tags, language and (for an admin) featured; each shows the server's message under it. */
export function PostFields({ form, isAdmin }: PostFieldsProps) {
  const { t } = useTranslation();
  const { register, control, formState } = form;
  const message = (name: keyof PostFormValues) => translateFieldMessage(t, formState.errors[name]?.message);
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
            options={[] as string[]}
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
