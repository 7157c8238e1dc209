import { useCallback, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../components/notifications/use-snackbar';
import { Trans, useTranslation } from '../../../lib/translation';
import { ROLES, type Role } from '@pharmacy/shared/roles';
import { ADMIN_MESSAGE_MAX, type Person } from '@pharmacy/shared/schemas/accounts';
import type { Pharmacy } from '@pharmacy/shared/schemas/pharmacy';
import { ApiRequestError } from '../../../lib/api-client';
import { translateFieldMessage } from '../../../lib/api-errors';
import { useAccountAction, type AccountAction } from '../../../api/users';
import type { UserActionKind } from '../utils/available-actions';
import { ActionDialog } from './action-dialog';
import { PharmacyAutocomplete } from './pharmacy-autocomplete';

type Target = { kind: UserActionKind; person: Person };

const CONFIRM_COLOR = {
  approve: 'success',
  refuse: 'error',
  suspend: 'error',
  reactivate: 'success',
  role: 'primary',
  anonymise: 'error',
} as const;

const email = { email: <bdi dir="ltr" /> };

function fieldsOf(error: unknown): Record<string, string> {
  return error instanceof ApiRequestError ? (error.data.fields ?? {}) : {};
}

/**
 * The dialogs of the admin's account decisions. `start(kind, person)` opens one; on success it closes, says so,
 * and calls `onDone` (e.g. the edit page reloads the person, the list drops the row).
 */
export function useUserActionDialogs(onDone?: (kind: UserActionKind, person: Person) => void) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const action = useAccountAction();
  const [target, setTarget] = useState<Target | null>(null);
  const [message, setMessage] = useState('');
  const [pharmacy, setPharmacy] = useState<Pharmacy | null>(null);
  const [role, setRole] = useState<Role>('customer');
  const [localError, setLocalError] = useState<string | null>(null);

  const resetAction = action.reset;
  const start = useCallback(
    (kind: UserActionKind, person: Person) => {
      resetAction();
      setMessage('');
      setPharmacy(null);
      setRole(person.role);
      setLocalError(null);
      setTarget({ kind, person });
    },
    [resetAction],
  );
  const close = () => setTarget(null);

  const confirm = () => {
    if (!target) return;
    const { kind, person } = target;
    const text = message.trim();
    if (kind === 'refuse' && !text) {
      setLocalError('validation.required');
      return;
    }
    const uid = person.uid;
    const request: AccountAction =
      kind === 'approve'
        ? { kind, uid, message: text || undefined, pharmacyId: pharmacy?.id }
        : kind === 'refuse'
          ? { kind, uid, message: text }
          : kind === 'role'
            ? { kind, uid, role }
            : kind === 'anonymise'
              ? { kind, uid }
              : { kind, uid, message: text || undefined };
    action.mutate(request, {
      onSuccess: () => {
        setTarget(null);
        enqueueSnackbar(t(`people.users.done.${kind}`, { name: person.displayName }), { variant: 'success' });
        onDone?.(kind, person);
      },
    });
  };

  let dialog: ReactNode = null;
  if (target) {
    const { kind, person } = target;
    const fields = fieldsOf(action.error);
    const fieldError = (name: string) => translateFieldMessage(t, name === 'message' ? (localError ?? fields.message) : fields[name]);
    const showsWholeError = action.error != null && Object.keys(fields).length === 0;
    const messageField = kind !== 'role' && kind !== 'anonymise' && (
      <TextField
        label={t(kind === 'refuse' ? 'people.users.dialogs.reason' : 'people.users.dialogs.message')}
        value={message}
        onChange={(e) => {
          setMessage(e.target.value);
          setLocalError(null);
        }}
        required={kind === 'refuse'}
        multiline
        minRows={3}
        fullWidth
        autoFocus
        error={Boolean(fieldError('message'))}
        helperText={fieldError('message') ?? t('people.users.dialogs.messageHint')}
        slotProps={{ htmlInput: { maxLength: ADMIN_MESSAGE_MAX } }}
      />
    );
    let extra: ReactNode = null;
    if (kind === 'approve' && person.role === 'pharmacy') {
      extra = (
        <PharmacyAutocomplete
          value={pharmacy}
          onChange={setPharmacy}
          label={t('people.users.pharmacy.label')}
          helperText={
            person.pharmacies.length
              ? t('people.users.pharmacy.alreadyLinked', { names: person.pharmacies.map((p) => p.name).join(', ') })
              : t('people.users.pharmacy.hint')
          }
          error={fields.pharmacyId}
        />
      );
    } else if (kind === 'role') {
      extra = (
        <>
          <TextField
            select
            label={t('people.users.fields.role')}
            value={role}
            onChange={(e) => setRole(e.target.value as Role)}
            error={Boolean(fieldError('role'))}
            helperText={fieldError('role')}
            fullWidth
          >
            {ROLES.map((r) => (
              <MenuItem key={r} value={r}>
                {t(`auth.roleNames.${r}`)}
              </MenuItem>
            ))}
          </TextField>
          {role === 'admin' && person.role !== 'admin' && <Alert severity="warning">{t('people.users.dialogs.adminWarning')}</Alert>}
        </>
      );
    } else if (kind === 'anonymise') {
      extra = (
        <Alert severity="error" variant="outlined">
          <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
            {t('people.users.dialogs.anonymiseListTitle')}
          </Typography>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            <li>{t('people.users.dialogs.anonymiseErased')}</li>
            <li>{t('people.users.dialogs.anonymiseSignIn')}</li>
            <li>{t('people.users.dialogs.anonymiseKept')}</li>
            <li>{t('people.users.dialogs.anonymiseFinal')}</li>
          </ul>
        </Alert>
      );
    }
    dialog = (
      <ActionDialog
        open
        title={t(`people.users.dialogs.${kind}Title`, { name: person.displayName })}
        description={
          <Trans i18nKey={`people.users.dialogs.${kind}Body`} values={{ email: person.email, name: person.displayName }} components={email} />
        }
        confirmLabel={t(`people.users.actions.${kind}`)}
        confirmColor={CONFIRM_COLOR[kind]}
        pending={action.isPending}
        error={showsWholeError ? action.error : null}
        onCancel={close}
        onConfirm={confirm}
      >
        {extra}
        {messageField}
      </ActionDialog>
    );
  }
  return { start, dialog };
}
