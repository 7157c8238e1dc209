import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../lib/translation';
import { ADMIN_MESSAGE_MAX, BULK_ACTIONS, type BulkAction, type BulkResult, type Person } from '@pharmacy/shared/schemas/accounts';
import { useBulkUsers } from '../../../api/users';
import { useAuth } from '../../../lib/auth/use-auth';
import { availableActions } from '../utils/available-actions';
import { ActionDialog } from './action-dialog';

export interface BulkSummary {
  action: BulkAction;
  done: number;
  failed: { name: string; code?: string }[];
}

export interface BulkActionsProps {
  ids: readonly string[];
  rows: readonly Person[];
  onDone: (summary: BulkSummary) => void;
}

export function summarise(action: BulkAction, result: BulkResult, rows: readonly Person[]): BulkSummary {
  const nameOf = (uid: string) => rows.find((r) => r.uid === uid)?.displayName ?? uid;
  return {
    action,
    done: result.results.filter((r) => r.ok).length,
    failed: result.results.filter((r) => !r.ok).map((r) => ({ name: nameOf(r.uid), code: r.code })),
  };
}

/**
 * Approve, suspend or reactivate the selected accounts at once, after one confirmation: each is offered only when the
 * account lifecycle allows it on every selected account.
 */
export function BulkActions({ ids, rows, onDone }: BulkActionsProps) {
  const { t } = useTranslation();
  const bulk = useBulkUsers();
  const [action, setAction] = useState<BulkAction | null>(null);
  const [message, setMessage] = useState('');
  const { user } = useAuth();
  const selected = rows.filter((row) => ids.includes(row.uid));
  const offered = BULK_ACTIONS.filter(
    (a) => selected.length > 0 && selected.every((row) => availableActions(row, user).includes(a)),
  );

  const confirm = () => {
    if (!action) return;
    bulk.mutate(
      { action, uids: [...ids], ...(message.trim() ? { message: message.trim() } : {}) },
      {
        onSuccess: (result) => {
          setAction(null);
          onDone(summarise(action, result, rows));
        },
      },
    );
  };

  return (
    <>
      {offered.map((a) => (
        <Button
          key={a}
          size="small"
          variant="contained"
          color={a === 'suspend' ? 'error' : a === 'approve' ? 'success' : 'primary'}
          onClick={() => {
            bulk.reset();
            setMessage('');
            setAction(a);
          }}
        >
          {t(`people.users.actions.${a}`)}
        </Button>
      ))}
      <ActionDialog
        open={action !== null}
        title={action ? t(`people.users.bulk.${action}Title`, { count: ids.length }) : ''}
        description={t('people.users.bulk.body', { count: ids.length })}
        confirmLabel={action ? t(`people.users.actions.${action}`) : ''}
        confirmColor={action === 'suspend' ? 'error' : action === 'approve' ? 'success' : 'primary'}
        pending={bulk.isPending}
        error={bulk.error}
        onCancel={() => setAction(null)}
        onConfirm={confirm}
      >
        {action === 'approve' && <Alert severity="info">{t('people.users.bulk.pharmacyNote')}</Alert>}
        <TextField
          label={t('people.users.dialogs.message')}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          helperText={t('people.users.dialogs.messageHint')}
          slotProps={{ htmlInput: { maxLength: ADMIN_MESSAGE_MAX } }}
        />
      </ActionDialog>
    </>
  );
}

export function BulkSummaryAlert({ summary, onClose }: { summary: BulkSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const total = summary.done + summary.failed.length;
  return (
    <Alert severity={summary.failed.length ? 'warning' : 'success'} onClose={onClose} role="status" sx={{ mb: 3 }}>
      {t(`people.users.bulk.result.${summary.action}`, { done: summary.done, total })}
      {summary.failed.length > 0 && (
        <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
          {summary.failed.map((f) => (
            <li key={f.name}>
              {f.name}: {t(`people.users.bulk.codes.${f.code ?? 'UNKNOWN'}`, { defaultValue: t('people.users.bulk.codes.UNKNOWN') })}
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
