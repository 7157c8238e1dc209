import { useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../components/notifications/use-snackbar';
import { useTranslation } from '../../../lib/translation';
import type { OrderAction } from '@pharmacy/shared/orders/lifecycle';
import type { OrderDetail } from '@pharmacy/shared/schemas/order';
import { AcceptDialog } from './desk-accept-dialog';
import { AssignShipperDialog } from './desk-assign-dialog';
import { HandoverDialog } from './desk-handover-dialog';
import { NoteDialog, ReasonDialog, type ActionDialogProps } from './desk-simple-dialogs';
import { SubstituteDialog } from './desk-substitute-dialog';

/** Actions of the pharmacy and the courier, in the order they happen; the customer's answer is theirs alone. */
const DESK_ACTIONS: readonly OrderAction[] = [
  'accept',
  'propose_substitution',
  'prepare',
  'ready',
  'assign_shipper',
  'pick_up',
  'deliver',
  'collect',
  'fail_delivery',
  'return_to_ready',
  'reject',
  'cancel',
];
const STOPPING: readonly OrderAction[] = ['reject', 'cancel', 'fail_delivery'];

function buttonProps(action: OrderAction, first: boolean): Pick<ButtonProps, 'variant' | 'color'> {
  if (STOPPING.includes(action)) return { variant: 'outlined', color: 'error' };
  if (action === 'propose_substitution') return { variant: 'outlined', color: 'primary' };
  return { variant: first ? 'contained' : 'outlined', color: action === 'deliver' || action === 'collect' || action === 'accept' ? 'success' : 'primary' };
}

function ActionDialog({ action, ...props }: ActionDialogProps & { action: OrderAction }) {
  switch (action) {
    case 'accept':
      return <AcceptDialog {...props} />;
    case 'assign_shipper':
      return <AssignShipperDialog {...props} />;
    case 'propose_substitution':
      return <SubstituteDialog {...props} />;
    case 'deliver':
    case 'collect':
      return <HandoverDialog action={action} {...props} />;
    case 'reject':
    case 'fail_delivery':
    case 'cancel':
      return <ReasonDialog action={action} {...props} />;
    case 'prepare':
    case 'ready':
    case 'pick_up':
    case 'return_to_ready':
      return <NoteDialog action={action} {...props} />;
    default:
      return null;
  }
}

export interface DeskActionsProps {
  order: OrderDetail;
}

/** One button per action the server allows now (`allowedActions`); each opens its own small form. */
export function DeskActions({ order }: DeskActionsProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [open, setOpen] = useState<OrderAction | null>(null);
  const actions = DESK_ACTIONS.filter((action) => order.allowedActions.includes(action));
  const forward = actions.find((action) => !STOPPING.includes(action) && action !== 'propose_substitution');

  if (actions.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('orders.desk.noAction')}
      </Typography>
    );
  }
  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
        {actions.map((action) => (
          <Button key={action} {...buttonProps(action, action === forward)} onClick={() => setOpen(action)}>
            {action === 'assign_shipper' && order.shipper ? t('orders.desk.actions.reassign') : t(`orders.desk.actions.${action}`)}
          </Button>
        ))}
      </Stack>
      {open && (
        <ActionDialog
          action={open}
          order={order}
          onClose={() => setOpen(null)}
          onDone={(updated) => {
            setOpen(null);
            enqueueSnackbar(t(`orders.desk.done.${open}`, { reference: updated.reference }), { variant: 'success' });
          }}
        />
      )}
    </>
  );
}
