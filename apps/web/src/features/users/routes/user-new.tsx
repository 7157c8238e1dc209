import { useState } from 'react';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../components/notifications/use-snackbar';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { ROLES } from '@pharmacy/shared/roles';
import { userCreateSchema, type UserCreateInput } from '@pharmacy/shared/schemas/accounts';
import type { Pharmacy } from '@pharmacy/shared/schemas/pharmacy';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { paths } from '../../../config/paths';
import { applyServerFieldErrors } from '../../../lib/api-errors';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { useCreateUser } from '../../../api/users';
import { PERSON_FIELDS, PersonFields } from '../components/person-fields';
import { PharmacyAutocomplete } from '../components/pharmacy-autocomplete';

const FIELDS = ['email', 'role', 'pharmacyId', ...PERSON_FIELDS] as const;

/** /dashboard/user/new: an admin opens an account (any role); the person chooses a password from an e-mail. */
export function UserNewPage() {
  const { t } = useTranslation();
  const title = t('people.users.newTitle');
  usePageTitle(title);
  const language = useCurrentLanguage();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateUser();
  const [formError, setFormError] = useState<unknown>(null);
  const [pharmacy, setPharmacy] = useState<Pharmacy | null>(null);
  const form = useForm<UserCreateInput>({
    resolver: zodResolver(userCreateSchema),
    defaultValues: { email: '', first_name: '', last_name: '', role: 'customer', phone: '', language, address: '', postal_code: '', city: '' },
  });
  const role = useWatch({ control: form.control, name: 'role' });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const person = await create.mutateAsync({ ...values, pharmacyId: role === 'pharmacy' ? pharmacy?.id : undefined });
      enqueueSnackbar(t('people.users.created', { name: person.displayName }), { variant: 'success' });
      navigate(paths.dashboard.user.edit(person.slug));
    } catch (error) {
      // The form keeps every value; the server's messages go to their fields.
      if (!applyServerFieldErrors(error, form.setError, FIELDS)) setFormError(error);
    }
  });

  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { label: t('nav.dashboard'), href: paths.dashboard.root },
          { label: t('nav.users'), href: paths.dashboard.user.root },
          { label: title },
        ]}
      />
      <Card sx={{ p: { xs: 3, md: 4 }, maxWidth: 880 }}>
        <Stack component="form" noValidate onSubmit={onSubmit} spacing={3}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('people.users.newHint')}
          </Typography>
          <FormAlert error={formError} />
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={form.control}
                name="email"
                type="email"
                required
                label={t('account.fields.email')}
                autoComplete="off"
                slotProps={{ htmlInput: { dir: 'ltr' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={form.control} name="role" select required label={t('people.users.fields.role')}>
                {ROLES.map((r) => (
                  <MenuItem key={r} value={r}>
                    {t(`auth.roleNames.${r}`)}
                  </MenuItem>
                ))}
              </FormTextField>
            </Grid>
            {role === 'pharmacy' && (
              <Grid size={12}>
                <PharmacyAutocomplete
                  value={pharmacy}
                  onChange={(p) => {
                    setPharmacy(p);
                    form.clearErrors('pharmacyId');
                  }}
                  label={t('people.users.pharmacy.label')}
                  helperText={t('people.users.pharmacy.hint')}
                  error={form.formState.errors.pharmacyId?.message}
                />
              </Grid>
            )}
            <PersonFields control={form.control} />
          </Grid>
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button color="inherit" variant="outlined" onClick={() => navigate(paths.dashboard.user.list)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting} disabled={form.formState.isSubmitting}>
              {t('people.users.create')}
            </Button>
          </Stack>
        </Stack>
      </Card>
    </>
  );
}
