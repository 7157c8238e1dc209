import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';
import { PLATFORM_MESSAGE_MAX, type PlatformStatus } from '@pharmacy/shared/schemas/platform';
import { usePharmacyPlans, usePlatformStatus, useSavePlatformSettings } from '../../api/platform';
import { useSnackbar } from '../../components/notifications/use-snackbar';
import { PageHeader } from '../../components/page/page-header';
import { usePageTitle } from '../../components/page/use-page-title';
import { QueryBoundary } from '../../components/query-boundary/query-boundary';
import { paths } from '../../config/paths';
import { applyServerFieldErrors, errorMessage, translateFieldMessage } from '../../lib/api-errors';
import { PlansEditor } from './plans-editor';

interface Values {
  maintenance: boolean;
  message: string;
  /** `datetime-local` values: the admin's own clock. */
  until: string;
  launchAt: string;
}
const FIELDS = ['maintenance', 'message', 'until', 'launchAt'] as const;

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as the `datetime-local` field shows it, in the browser's zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const toInstant = (local: string) => (local ? new Date(local).toISOString() : null);
const valuesOf = (s: PlatformStatus): Values => ({ maintenance: s.maintenance, message: s.message, until: toLocalInput(s.until), launchAt: toLocalInput(s.launchAt) });

function SettingsForm({ status }: { status: PlatformStatus }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSavePlatformSettings();
  const { register, control, handleSubmit, setError, reset, watch, formState } = useForm<Values>({ defaultValues: valuesOf(status) });
  useEffect(() => reset(valuesOf(status)), [status, reset]);
  const message = (name: keyof Values) => translateFieldMessage(t, formState.errors[name]?.message);
  const maintenance = watch('maintenance');

  const submit = handleSubmit(async (v) => {
    try {
      const saved = await save.mutateAsync({ maintenance: v.maintenance, message: v.message, until: toInstant(v.until), launchAt: toInstant(v.launchAt) });
      enqueueSnackbar(t(saved.maintenance ? 'platform.savedOn' : 'platform.saved'), { variant: 'success' });
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS)) enqueueSnackbar(errorMessage(t, error), { variant: 'error' });
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack spacing={3}>
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2.5}>
              <Typography variant="h6" component="h2">
                {t('platform.maintenance.title')}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('platform.maintenance.help')}
              </Typography>
              {status.maintenance && <Alert severity="warning">{t('platform.maintenance.isOn')}</Alert>}
              <Controller
                name="maintenance"
                control={control}
                render={({ field }) => (
                  <FormControlLabel
                    control={<Switch checked={field.value} onChange={(_e, on) => field.onChange(on)} slotProps={{ input: { ref: field.ref } }} />}
                    label={t('platform.maintenance.switch')}
                  />
                )}
              />
              <TextField
                {...register('message')}
                label={t('platform.maintenance.message')}
                multiline
                minRows={3}
                error={Boolean(formState.errors.message)}
                helperText={message('message') ?? t('platform.maintenance.messageHelp')}
                slotProps={{ htmlInput: { maxLength: PLATFORM_MESSAGE_MAX, dir: 'auto' } }}
              />
              <TextField
                {...register('until')}
                type="datetime-local"
                label={t('platform.maintenance.until')}
                disabled={!maintenance}
                error={Boolean(formState.errors.until)}
                helperText={message('until') ?? t('platform.maintenance.untilHelp')}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Stack>
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2.5}>
              <Typography variant="h6" component="h2">
                {t('platform.launch.title')}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('platform.launch.help')}
              </Typography>
              <TextField
                {...register('launchAt')}
                type="datetime-local"
                label={t('platform.launch.date')}
                error={Boolean(formState.errors.launchAt)}
                helperText={message('launchAt') ?? t('platform.launch.dateHelp')}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Stack>
          </CardContent>
        </Card>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
            {t('platform.save')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

/** /dashboard/platform (admins): maintenance with a message and an expected end, the launch date, the pharmacy plans. */
export function PlatformSettingsPage() {
  const { t } = useTranslation();
  const title = t('platform.title');
  usePageTitle(title);
  const status = usePlatformStatus();
  const plans = usePharmacyPlans();
  return (
    <Container maxWidth="md" disableGutters>
      <PageHeader title={title} subtitle={t('platform.subtitle')} crumbs={[{ label: t('nav.dashboard'), href: paths.dashboard.root }, { label: title }]} />
      <Stack spacing={3}>
        <QueryBoundary query={status} loading={<Skeleton variant="rounded" height={360} />}>
          {(data) => <SettingsForm status={data} />}
        </QueryBoundary>
        <QueryBoundary query={plans} loading={<Skeleton variant="rounded" height={240} />}>
          {(data) => <PlansEditor plans={data.plans} />}
        </QueryBoundary>
      </Stack>
    </Container>
  );
}
