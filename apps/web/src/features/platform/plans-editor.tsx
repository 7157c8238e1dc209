import { useEffect } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { useTranslation } from '../../lib/translation';
import { PLAN_NAME_MAX, PLANS_MAX, type PharmacyPlan } from '@pharmacy/shared/schemas/platform';
import { useSavePharmacyPlans } from '../../api/platform';
import { useSnackbar } from '../../components/notifications/use-snackbar';
import { ApiRequestError } from '../../lib/api-client';
import { errorMessage, translateFieldMessage } from '../../lib/api-errors';
import { centsToInput, parseEuros } from '../../lib/money';

/** A plan as the form holds it: prices as typed, points one per line. */
interface PlanValues {
  name: string;
  monthly: string;
  perOrder: string;
  features: string;
  highlighted: boolean;
}
interface Values {
  plans: PlanValues[];
}

const toValues = (plans: PharmacyPlan[]): Values => ({
  plans: plans.map((p) => ({ name: p.name, monthly: centsToInput(p.monthlyCents), perOrder: centsToInput(p.perOrderCents), features: p.features.join('\n'), highlighted: p.highlighted })),
});
const EMPTY: PlanValues = { name: '', monthly: '', perOrder: '0.00', features: '', highlighted: false };
/** The server names a plan's field `plans.2.monthlyCents`; the form's is `plans.2.monthly`. */
const FORM_FIELD: Record<string, keyof PlanValues> = { name: 'name', monthlyCents: 'monthly', perOrderCents: 'perOrder', features: 'features', highlighted: 'highlighted' };

/** The plans /pricing shows pharmacies, edited as one list: add, remove, reorder, save. */
export function PlansEditor({ plans }: { plans: PharmacyPlan[] }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSavePharmacyPlans();
  const { control, register, handleSubmit, setError, reset, formState } = useForm<Values>({ defaultValues: toValues(plans) });
  const { fields, append, remove, move } = useFieldArray({ control, name: 'plans' });
  useEffect(() => reset(toValues(plans)), [plans, reset]);
  const message = (index: number, field: keyof PlanValues) => translateFieldMessage(t, formState.errors.plans?.[index]?.[field]?.message);
  const listError = translateFieldMessage(t, formState.errors.plans?.message);

  const submit = handleSubmit(async ({ plans: values }) => {
    // Prices are read from what was typed; a price that is not one is refused here, beside its field.
    let typo = false;
    const input = values.map((plan, index) => {
      const monthlyCents = parseEuros(plan.monthly);
      const perOrderCents = parseEuros(plan.perOrder) ?? 0;
      for (const [field, cents] of [['monthly', monthlyCents], ['perOrder', perOrderCents]] as const) {
        if (cents === null || cents === undefined) {
          setError(`plans.${index}.${field}`, { type: 'client', message: cents === undefined ? 'validation.required' : 'validation.invalid' });
          typo = true;
        }
      }
      const features = plan.features.split('\n').map((line) => line.trim()).filter(Boolean);
      return { name: plan.name, monthlyCents: monthlyCents ?? 0, perOrderCents: perOrderCents ?? 0, features, highlighted: plan.highlighted };
    });
    if (typo) return;
    try {
      await save.mutateAsync({ plans: input });
      enqueueSnackbar(t('platform.saved'), { variant: 'success' });
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.data.fields : undefined;
      if (!fields) return void enqueueSnackbar(errorMessage(t, error), { variant: 'error' });
      for (const [serverField, text] of Object.entries(fields)) {
        const match = /^plans\.(\d+)\.(\w+)/.exec(serverField);
        const field = match ? FORM_FIELD[match[2]!] : undefined;
        if (match && field) setError(`plans.${Number(match[1])}.${field}`, { type: 'server', message: text });
        else setError('plans', { type: 'server', message: text });
      }
    }
  });

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
          <Typography variant="h6" component="h2">
            {t('platform.plans.title')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('platform.plans.help')}
          </Typography>
          {listError && <FormHelperText error>{listError}</FormHelperText>}
          {fields.length === 0 && <Typography variant="body2">{t('platform.plans.none')}</Typography>}
          {fields.map((field, index) => (
            <Card key={field.id} variant="outlined" component="fieldset" aria-label={t('platform.plans.plan', { number: index + 1 })} sx={{ p: 2, m: 0 }}>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField {...register(`plans.${index}.name`)} fullWidth label={t('platform.plans.name')} error={Boolean(message(index, 'name'))} helperText={message(index, 'name')} slotProps={{ htmlInput: { maxLength: PLAN_NAME_MAX, dir: 'auto' } }} />
                </Grid>
                <Grid size={{ xs: 6, sm: 3 }}>
                  <TextField {...register(`plans.${index}.monthly`)} fullWidth label={t('platform.plans.monthly')} error={Boolean(message(index, 'monthly'))} helperText={message(index, 'monthly') ?? t('platform.plans.exclVat')} slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }} />
                </Grid>
                <Grid size={{ xs: 6, sm: 3 }}>
                  <TextField {...register(`plans.${index}.perOrder`)} fullWidth label={t('platform.plans.perOrder')} error={Boolean(message(index, 'perOrder'))} helperText={message(index, 'perOrder') ?? t('platform.plans.exclVat')} slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }} />
                </Grid>
                <Grid size={12}>
                  <TextField {...register(`plans.${index}.features`)} fullWidth multiline minRows={3} label={t('platform.plans.features')} error={Boolean(message(index, 'features'))} helperText={message(index, 'features') ?? t('platform.plans.featuresHelp')} slotProps={{ htmlInput: { dir: 'auto' } }} />
                </Grid>
              </Grid>
              <Stack direction="row" sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Controller
                  name={`plans.${index}.highlighted`}
                  control={control}
                  render={({ field: sw }) => <FormControlLabel control={<Switch checked={sw.value} onChange={(_e, on) => sw.onChange(on)} />} label={t('platform.plans.highlighted')} />}
                />
                <Stack direction="row" sx={{ marginInlineStart: 'auto' }}>
                  <IconButton aria-label={t('platform.plans.up')} disabled={index === 0} onClick={() => move(index, index - 1)}>
                    <ArrowUpwardIcon />
                  </IconButton>
                  <IconButton aria-label={t('platform.plans.down')} disabled={index === fields.length - 1} onClick={() => move(index, index + 1)}>
                    <ArrowDownwardIcon />
                  </IconButton>
                  <IconButton aria-label={t('platform.plans.remove')} onClick={() => remove(index)}>
                    <DeleteOutlineIcon />
                  </IconButton>
                </Stack>
              </Stack>
            </Card>
          ))}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between' }}>
            <Button variant="outlined" color="inherit" startIcon={<AddIcon />} disabled={fields.length >= PLANS_MAX} onClick={() => append({ ...EMPTY })}>
              {t('platform.plans.add')}
            </Button>
            <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
              {t('platform.plans.save')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
