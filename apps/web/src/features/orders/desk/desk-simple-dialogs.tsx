import { useTranslation } from '../../../lib/translation';
import { ORDER_TEXT_MAX } from '@pharmacy/shared/schemas/order-form';
import type { OrderDetail } from '@pharmacy/shared/schemas/order';
import { FormTextField } from '../../../components/form/form-text-field';
import { DeskActionDialog } from './desk-action-dialog';
import { useTransitionForm } from './use-transition-form';

export interface ActionDialogProps {
  order: OrderDetail;
  onClose: () => void;
  onDone: (order: OrderDetail) => void;
}

export type NoteAction = 'prepare' | 'ready' | 'pick_up' | 'return_to_ready';
export type ReasonAction = 'reject' | 'fail_delivery' | 'cancel';

/** A step forward that only takes an optional note for the history (prepare, ready, pick up, back to ready). */
export function NoteDialog({ action, order, onClose, onDone }: ActionDialogProps & { action: NoteAction }) {
  const { t } = useTranslation();
  const { form, submit, formError, pending } = useTransitionForm<{ note: string }>({
    orderId: order.id,
    defaultValues: { note: '' },
    build: ({ note }) => ({ body: { action, note: note.trim() || undefined } }),
    fieldFor: (path) => (path === 'note' ? 'note' : undefined),
    onDone,
  });
  return (
    <DeskActionDialog
      id={`order-${action}`}
      title={t(`orders.desk.dialogs.${action}.title`, { reference: order.reference })}
      description={t(`orders.desk.dialogs.${action}.description`)}
      submitLabel={t(`orders.desk.actions.${action}`)}
      pending={pending}
      error={formError}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormTextField
        control={form.control}
        name="note"
        label={t('orders.desk.fields.note')}
        helperText={t('orders.desk.fields.noteHint')}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: ORDER_TEXT_MAX } }}
      />
    </DeskActionDialog>
  );
}

/** A step that stops or sets back the order: the reason is required and told to the customer. */
export function ReasonDialog({ action, order, onClose, onDone }: ActionDialogProps & { action: ReasonAction }) {
  const { t } = useTranslation();
  const { form, submit, formError, pending } = useTransitionForm<{ reason: string }>({
    orderId: order.id,
    defaultValues: { reason: '' },
    // The schema lets a customer cancel without a word; the pharmacy must always say why.
    build: ({ reason }) => (reason.trim() ? { body: { action, reason: reason.trim() } } : { errors: { reason: 'validation.required' } }),
    fieldFor: (path) => (path === 'reason' ? 'reason' : undefined),
    onDone,
  });
  return (
    <DeskActionDialog
      id={`order-${action}`}
      title={t(`orders.desk.dialogs.${action}.title`, { reference: order.reference })}
      description={t(`orders.desk.dialogs.${action}.description`)}
      submitLabel={t(`orders.desk.actions.${action}`)}
      color="error"
      pending={pending}
      error={formError}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormTextField
        control={form.control}
        name="reason"
        required
        autoFocus
        label={t('orders.desk.fields.reason')}
        helperText={t(`orders.desk.dialogs.${action}.reasonHint`)}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: ORDER_TEXT_MAX } }}
      />
    </DeskActionDialog>
  );
}
