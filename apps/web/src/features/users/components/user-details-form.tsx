import { useState } from 'react';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../../components/notifications/use-snackbar';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { userUpdateSchema, type Person, type UserUpdateInput } from '@pharmacy/shared/schemas/accounts';
import { FormAlert } from '../../../components/form/form-alert';
import { paths } from '../../../config/paths';
import { applyServerFieldErrors } from '../../../lib/api-errors';
import { userQueryOptions, useUpdateUser } from '../../../api/users';
import { PERSON_FIELDS, PersonFields } from './person-fields';

function toValues(p: Person): UserUpdateInput {
  return {
    first_name: p.first_name,
    last_name: p.last_name,
    phone: p.phone,
    language: p.language,
    address: p.address,
    postal_code: p.postal_code,
    city: p.city,
  };
}

/** The person's details; a new name gives a new address (slug), which the page follows. */
export function UserDetailsForm({ person }: { person: Person }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateUser();
  const [formError, setFormError] = useState<unknown>(null);
  const form = useForm<UserUpdateInput>({ resolver: zodResolver(userUpdateSchema), defaultValues: toValues(person) });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await update.mutateAsync({ uid: person.uid, body: values });
      form.reset(toValues(saved));
      enqueueSnackbar(t('people.users.saved'), { variant: 'success' });
      if (saved.slug !== person.slug) {
        queryClient.setQueryData(userQueryOptions(saved.slug).queryKey, saved);
        navigate(paths.dashboard.user.edit(saved.slug), { replace: true });
      }
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, PERSON_FIELDS)) setFormError(error);
    }
  });

  const { isSubmitting, isDirty } = form.formState;
  return (
    <Card component="section" aria-labelledby="user-details-heading" sx={{ p: { xs: 3, md: 4 } }}>
      <Typography id="user-details-heading" variant="h6" component="h2" sx={{ mb: 3 }}>
        {t('people.users.detailsHeading')}
      </Typography>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={3}>
        <FormAlert error={formError} />
        <Grid container spacing={2.5}>
          <Grid size={12}>
            <TextField
              fullWidth
              label={t('account.fields.email')}
              value={person.email}
              helperText={t('people.users.emailReadOnly')}
              slotProps={{ htmlInput: { dir: 'ltr' }, input: { readOnly: true } }}
            />
          </Grid>
          <PersonFields control={form.control} />
        </Grid>
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button color="inherit" variant="outlined" disabled={!isDirty || isSubmitting} onClick={() => form.reset(toValues(person))}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting} disabled={!isDirty || isSubmitting || person.anonymised}>
            {t('account.actions.save')}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
