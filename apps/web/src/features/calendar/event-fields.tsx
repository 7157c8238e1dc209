import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../lib/translation';
import type { CalendarKind } from '@pharmacy/shared/schemas/calendar';
import type { EventFieldErrors } from './calendar-errors';
import {
  CALENDAR_COLORS,
  CALENDAR_DESCRIPTION_MAX,
  CALENDAR_FIRST_DAY,
  CALENDAR_KIND_COLORS,
  CALENDAR_LAST_DAY,
  CALENDAR_TITLE_MAX,
} from '@pharmacy/shared/calendar/constants';
import { isDayRowKind, isPharmacyKind, REPEATS, withAllDay, withKind, type EventValues } from './event-values';

/** The names of the palette's colours, in CALENDAR_COLORS' order. */
const COLOR_NAMES = ['green', 'purple', 'cyan', 'navy', 'lime', 'amber', 'red', 'grey'] as const;

export interface EventFieldsProps {
  values: EventValues;
  onChange: (values: EventValues) => void;
  errors: EventFieldErrors;
  /** The kinds offered (the reader's role's); an existing event keeps its kind. */
  kinds: CalendarKind[];
  kindLocked: boolean;
  disabled: boolean;
  /** The reader's pharmacies when they are on the staff of several (a pharmacy's event names one). */
  pharmacies: { id: string; name: string }[];
  pharmacyId: string | null;
  onPharmacy: (id: string) => void;
}

function Swatch({ color }: { color: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: color, flexShrink: 0, display: 'inline-block', marginInlineEnd: 1 }}
    />
  );
}

/** The event's fields; every change goes up whole, so nothing typed is lost when the server refuses. */
export function EventFields({ values, onChange, errors, kinds, kindLocked, disabled, pharmacies, pharmacyId, onPharmacy }: EventFieldsProps) {
  const { t } = useTranslation();
  const set = (change: Partial<EventValues>) => onChange({ ...values, ...change });
  const oneDay = isDayRowKind(values.kind);
  const dateType = values.allDay ? 'date' : 'datetime-local';
  const limits = values.allDay
    ? { min: CALENDAR_FIRST_DAY, max: CALENDAR_LAST_DAY }
    : { min: `${CALENDAR_FIRST_DAY}T00:00`, max: `${CALENDAR_LAST_DAY}T23:59` };
  const setStart = (start: string) => {
    // A one-day kind ends on the day it starts.
    if (oneDay && values.allDay) return set({ start, end: start });
    if (oneDay) return set({ start, end: `${start.slice(0, 10)}T${values.end.slice(11, 16) || '18:00'}` });
    return set({ start });
  };
  const kindOptions = kinds.includes(values.kind) ? kinds : [values.kind, ...kinds];

  return (
    <Stack spacing={2.5} sx={{ pt: 1 }}>
      <TextField
        select
        label={t('calendar.dialog.kind')}
        value={values.kind}
        onChange={(e) => onChange(withKind(values, e.target.value as CalendarKind))}
        disabled={disabled || kindLocked || kindOptions.length < 2}
        error={Boolean(errors.kind)}
        helperText={errors.kind ?? (values.kind === 'opening_exception' ? t('calendar.dialog.exceptionHint') : undefined)}
      >
        {kindOptions.map((kind) => (
          <MenuItem key={kind} value={kind}>
            <Swatch color={CALENDAR_KIND_COLORS[kind]} />
            {t(`calendar.kinds.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
      {pharmacies.length > 1 && isPharmacyKind(values.kind) && (
        <TextField
          select
          required
          label={t('calendar.dialog.pharmacy')}
          value={pharmacyId ?? ''}
          onChange={(e) => onPharmacy(e.target.value)}
          disabled={disabled || kindLocked}
          error={Boolean(errors.pharmacy)}
          helperText={errors.pharmacy}
        >
          {pharmacies.map((pharmacy) => (
            <MenuItem key={pharmacy.id} value={pharmacy.id}>
              {pharmacy.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        label={t('calendar.dialog.title')}
        value={values.title}
        onChange={(e) => set({ title: e.target.value })}
        required={values.kind === 'personal'}
        disabled={disabled}
        error={Boolean(errors.title)}
        helperText={errors.title}
        slotProps={{ htmlInput: { maxLength: CALENDAR_TITLE_MAX } }}
      />
      <FormControlLabel
        control={
          <Switch
            checked={values.allDay}
            onChange={(e) => onChange(withAllDay(values, e.target.checked))}
            disabled={disabled}
          />
        }
        label={t('calendar.dialog.allDay')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          fullWidth
          type={dateType}
          label={oneDay && values.allDay ? t('calendar.dialog.day') : t('calendar.dialog.start')}
          value={values.start}
          onChange={(e) => setStart(e.target.value)}
          required
          disabled={disabled}
          error={Boolean(errors.start)}
          helperText={errors.start}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { ...limits, dir: 'ltr' } }}
        />
        {!(oneDay && values.allDay) && (
          <TextField
            fullWidth
            type={dateType}
            label={values.allDay ? t('calendar.dialog.lastDay') : t('calendar.dialog.end')}
            value={values.end}
            onChange={(e) => set({ end: e.target.value })}
            required
            disabled={disabled}
            error={Boolean(errors.end)}
            helperText={errors.end}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { ...limits, dir: 'ltr' } }}
          />
        )}
      </Stack>
      {oneDay && values.allDay && errors.end && (
        <Box role="alert" sx={{ color: 'error.main', typography: 'caption' }}>
          {errors.end}
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          fullWidth
          label={t('calendar.dialog.repeat')}
          value={oneDay ? 'none' : values.repeat}
          onChange={(e) => set({ repeat: e.target.value as EventValues['repeat'] })}
          disabled={disabled || oneDay}
          error={Boolean(errors.repeat)}
          helperText={errors.repeat ?? (oneDay ? t('calendar.dialog.noRepeatHint') : undefined)}
        >
          {REPEATS.map((repeat) => (
            <MenuItem key={repeat} value={repeat}>
              {t(`calendar.repeat.${repeat}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          fullWidth
          label={t('calendar.dialog.color')}
          value={values.color}
          onChange={(e) => set({ color: e.target.value })}
          disabled={disabled}
          error={Boolean(errors.color)}
          helperText={errors.color}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">
            <Swatch color={CALENDAR_KIND_COLORS[values.kind]} />
            {t('calendar.dialog.kindColor')}
          </MenuItem>
          {CALENDAR_COLORS.map((color, i) => (
            <MenuItem key={color} value={color}>
              <Swatch color={color} />
              {t(`calendar.colors.${COLOR_NAMES[i] ?? 'grey'}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField
        label={t('calendar.dialog.description')}
        value={values.description}
        onChange={(e) => set({ description: e.target.value })}
        multiline
        minRows={2}
        maxRows={8}
        disabled={disabled}
        error={Boolean(errors.description)}
        helperText={errors.description}
        slotProps={{ htmlInput: { maxLength: CALENDAR_DESCRIPTION_MAX } }}
      />
    </Stack>
  );
}
