import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from '../../lib/translation';
import type { CalendarEvent, CalendarKind } from '@pharmacy/shared/schemas/calendar';
import { useDeleteCalendarEvent, useSaveCalendarEvent } from '../../api/calendar';
import { useSnackbar } from '../../components/notifications/use-snackbar';
import { errorMessage } from '../../lib/api-errors';
import { clientFieldErrors, serverFieldErrors, translateFields, type EventField } from './calendar-errors';
import { ConfirmDialog } from '../../components/feedback/confirm-dialog';
import { EventFields } from './event-fields';
import { baseFromEvent, isPharmacyKind, NEW_EVENT_BASE, toEventInput, valuesFromEvent, type EventValues } from './event-values';

/** An event to change (as the reader clicked it), or a new one's first values. */
export type EventDialogTarget = { event: CalendarEvent } | { values: EventValues };

export interface EventDialogProps {
  target: EventDialogTarget;
  /** The kinds the reader may add (kindsForRole). */
  kinds: CalendarKind[];
  /** The reader's pharmacies (staff); with several, a pharmacy's new event asks which one. */
  pharmacies?: { id: string; name: string }[];
  onClose: () => void;
}

/**
 * Adds, changes or deletes one event. The plain mistakes are caught first, then the server's refusals land on
 * their fields; the values stay as typed either way.
 */
export function EventDialog({ target, kinds, pharmacies = [], onClose }: EventDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const event = 'event' in target ? target.event : null;
  const readOnly = event ? !event.editable : false;
  const [values, setValues] = useState<EventValues>(() => (event ? valuesFromEvent(event) : (target as { values: EventValues }).values));
  const [pharmacyId, setPharmacyId] = useState<string | null>(() => (event ? baseFromEvent(event).pharmacyId : null));
  const [fieldMessages, setFieldMessages] = useState<Partial<Record<EventField, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const save = useSaveCalendarEvent();
  const remove = useDeleteCalendarEvent();
  const errors = translateFields(t, fieldMessages);

  const change = (next: EventValues) => {
    setValues(next);
    // A field's message goes once the reader changes that field.
    setFieldMessages((current) => {
      const kept = { ...current };
      for (const key of Object.keys(current) as EventField[]) {
        if (key !== 'pharmacy' && values[key] !== next[key]) delete kept[key];
      }
      return kept;
    });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setGeneral(null);
    const base = event ? baseFromEvent(event) : NEW_EVENT_BASE;
    // Only a pharmacy's event names its pharmacy, and only for staff of several (the server knows a single one).
    const input = toEventInput(values, { ...base, pharmacyId: isPharmacyKind(values.kind) && pharmacies.length > 1 ? pharmacyId : base.pharmacyId });
    const found = clientFieldErrors(input);
    if (isPharmacyKind(values.kind) && pharmacies.length > 1 && !input.pharmacyId) found.pharmacy = 'validation.pharmacy';
    if (Object.keys(found).length > 0) {
      setFieldMessages(found);
      return;
    }
    try {
      await save.mutateAsync({ eventId: event?.id ?? null, event: input });
      enqueueSnackbar(t('calendar.saved'), { variant: 'success' });
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error);
      setFieldMessages(fields);
      if (Object.keys(fields).length === 0) setGeneral(errorMessage(t, error));
    }
  };

  const confirmDelete = async () => {
    if (!event) return;
    try {
      await remove.mutateAsync(event.id);
      enqueueSnackbar(t('calendar.deleted'), { variant: 'success' });
      onClose();
    } catch (error) {
      setConfirming(false);
      setGeneral(errorMessage(t, error));
    }
  };

  const heading = !event ? t('calendar.dialog.newTitle') : readOnly ? t('calendar.dialog.viewTitle') : t('calendar.dialog.editTitle');

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="calendar-event-dialog-title">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="calendar-event-dialog-title">{heading}</DialogTitle>
        <DialogContent>
          {readOnly && event && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('calendar.dialog.readOnly', { name: event.owner.name })}
            </Alert>
          )}
          {!readOnly && event?.rrule && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('calendar.dialog.series')}
            </Alert>
          )}
          {general && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {general}
            </Alert>
          )}
          <EventFields
            values={values}
            onChange={change}
            errors={errors}
            kinds={kinds}
            kindLocked={Boolean(event)}
            disabled={readOnly}
            pharmacies={pharmacies}
            pharmacyId={pharmacyId}
            onPharmacy={(id) => {
              setPharmacyId(id);
              setFieldMessages(({ pharmacy: _gone, ...kept }) => kept);
            }}
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {event && !readOnly && (
            <Button color="error" onClick={() => setConfirming(true)} sx={{ marginInlineEnd: 'auto' }}>
              {t('common.delete')}
            </Button>
          )}
          <Button color="inherit" onClick={onClose}>
            {readOnly ? t('calendar.dialog.close') : t('common.cancel')}
          </Button>
          {!readOnly && (
            <Button type="submit" variant="contained" loading={save.isPending}>
              {t('calendar.dialog.save')}
            </Button>
          )}
        </DialogActions>
      </form>
      {confirming && event && (
        <ConfirmDialog
          title={t('calendar.delete.title')}
          text={event.rrule ? t('calendar.delete.series') : t('calendar.delete.text')}
          confirm={t('common.delete')}
          loading={remove.isPending}
          onConfirm={() => void confirmDelete()}
          onClose={() => setConfirming(false)}
        />
      )}
    </Dialog>
  );
}
