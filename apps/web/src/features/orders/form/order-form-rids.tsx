import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useId, useRef } from 'react';
import { Controller, useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { Trans, useTranslation } from '../../../lib/translation';
import { isValidRid, normalizeRid } from '@pharmacy/shared/orders/identifiers';
import { ORDER_RIDS_MAX } from '@pharmacy/shared/schemas/order-form';
import { translateFieldMessage } from '../../../lib/api-errors';
import type { OrderFormValues } from './order-form-values';

/**
 * The e-prescription codes (RID), one field each, added and removed freely; each error (wrong code, duplicate) shows
 * under its own code, "add at least one" under the list.
 */
export function OrderFormRids() {
  const { t } = useTranslation();
  const headingId = useId();
  const rootErrorId = useId();
  const { control, setValue, getValues, formState, trigger } = useFormContext<OrderFormValues>();
  const rids = useWatch({ control, name: 'rid' });
  const listRef = useRef<HTMLOListElement>(null);
  const ridErrors = formState.errors.rid as (FieldError & { root?: FieldError }) | undefined;
  const rootMessage = translateFieldMessage(t, ridErrors?.message ?? ridErrors?.root?.message);

  const add = () => {
    setValue('rid', [...getValues('rid'), '']);
    // Focus the new, empty field once it is on screen.
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus());
  };
  const remove = (index: number) => {
    const next = getValues('rid').filter((_, i) => i !== index);
    setValue('rid', next, { shouldDirty: true });
    // Positions moved: earlier messages may belong to another code now.
    if (formState.isSubmitted || formState.errors.rid) void trigger('rid');
  };

  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      aria-describedby={rootMessage ? rootErrorId : undefined}
      data-invalid={rootMessage ? 'true' : undefined}
    >
      <Typography id={headingId} variant="subtitle2" component="h3">
        {t('orders.form.rid.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {t('orders.form.rid.hint')}
      </Typography>
      <Stack component="ol" ref={listRef} spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {rids.map((_, index) => (
          <Controller
            key={index}
            control={control}
            name={`rid.${index}`}
            render={({ field, fieldState }) => {
              const valid = !fieldState.error && isValidRid(field.value ?? '');
              return (
                <Stack component="li" direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <TextField
                    fullWidth
                    label={t('orders.form.rid.label', { number: index + 1 })}
                    placeholder="BEPPA1B2C3D4"
                    name={field.name}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={Boolean(fieldState.error)}
                    helperText={
                      fieldState.error?.message === 'validation.ridDuplicate'
                        ? <Trans i18nKey="orders.form.rid.duplicate" values={{ rid: normalizeRid(field.value ?? '') }} components={{ code: <bdi dir="ltr" /> }} />
                        : translateFieldMessage(t, fieldState.error?.message)
                    }
                    autoComplete="off"
                    slotProps={{
                      htmlInput: { dir: 'ltr', spellCheck: false, autoCapitalize: 'characters' },
                      input: {
                        endAdornment: valid ? (
                          <InputAdornment position="end">
                            <CheckCircleOutlineIcon color="success" titleAccess={t('orders.form.prescription.valid')} />
                          </InputAdornment>
                        ) : undefined,
                      },
                    }}
                  />
                  <IconButton
                    onClick={() => remove(index)}
                    aria-label={t('orders.form.rid.remove', { number: index + 1 })}
                    sx={{ mt: 1 }}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Stack>
              );
            }}
          />
        ))}
      </Stack>
      {rootMessage && (
        <FormHelperText id={rootErrorId} error sx={{ mt: 1 }}>
          {rootMessage}
        </FormHelperText>
      )}
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        onClick={add}
        disabled={rids.length >= ORDER_RIDS_MAX}
        sx={{ mt: 1.5 }}
      >
        {rids.length === 0 ? t('orders.form.rid.addFirst') : t('orders.form.rid.add')}
      </Button>
    </Box>
  );
}
