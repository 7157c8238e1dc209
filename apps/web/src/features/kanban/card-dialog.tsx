import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from '../../lib/translation';
import type { KanbanCard, KanbanPerson } from '@pharmacy/shared/schemas/kanban';
import { useDeleteKanbanCard, useUpdateKanbanCard } from '../../api/kanban';
import { errorMessage } from '../../lib/api-errors';
import { useSnackbar } from '../../components/notifications/use-snackbar';
import { CardAttachments } from './card-attachments';
import { CardFields } from './card-fields';
import { checkDraft, draftOf, inputOf, type CardDraft } from './card-form-values';
import { ConfirmDialog } from '../../components/feedback/confirm-dialog';
import { kanbanFieldErrors, kanbanGeneralError, type KanbanField, type KanbanFieldErrors } from './kanban-errors';

const FIELDS: readonly KanbanField[] = [
  'title',
  'description',
  'priority',
  'dueDate',
  'labels',
  'checklist',
  'assignees',
  'order',
];

export interface CardDialogProps {
  card: KanbanCard;
  members: KanbanPerson[];
  onClose: () => void;
  /** Told when this person's delete of the card starts (true) and if it fails (false). */
  onDeleting?: (deleting: boolean) => void;
}

/** A card opened: every field editable, saved together; the server's field errors land beside their fields. */
export function CardDialog({ card, members, onClose, onDeleting }: CardDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [draft, setDraft] = useState<CardDraft>(() => draftOf(card));
  const [checked, setChecked] = useState<KanbanFieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateKanbanCard();
  const remove = useDeleteKanbanCard();
  const errors: KanbanFieldErrors = { ...kanbanFieldErrors(t, update.error), ...checked };
  const general = kanbanGeneralError(t, update.error, FIELDS);

  const change = (patch: Partial<CardDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const save = () => {
    const input = inputOf(draft, card);
    const problems = checkDraft(t, input);
    setChecked(problems);
    if (Object.keys(problems).length > 0) return;
    update.mutate(
      { cardId: card.id, card: input },
      {
        onSuccess: () => {
          enqueueSnackbar(t('kanban.card.saved'), { variant: 'success' });
          onClose();
        },
      },
    );
  };

  const confirmDelete = () => {
    onDeleting?.(true);
    remove.mutate(card.id, {
      onSuccess: () => {
        enqueueSnackbar(t('kanban.card.deleted'), { variant: 'success' });
        setConfirming(false);
        onClose();
      },
      onError: (error) => {
        onDeleting?.(false);
        setConfirming(false);
        enqueueSnackbar(errorMessage(t, error), { variant: 'error' });
      },
    });
  };

  return (
    <>
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="kanban-card-title">
        <DialogTitle id="kanban-card-title">{t('kanban.dialog.heading')}</DialogTitle>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
          sx={{ display: 'contents' }}
        >
          <DialogContent dividers>
            {general && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {general}
              </Alert>
            )}
            <CardFields card={card} draft={draft} onChange={change} members={members} errors={errors} />
            {/* Files are saved as soon as they are chosen or deleted; Save and Cancel are for the fields. */}
            <Box sx={{ mt: 3 }}>
              <CardAttachments card={card} />
            </Box>
          </DialogContent>
          <DialogActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <Button color="error" startIcon={<DeleteOutlined />} onClick={() => setConfirming(true)}>
              {t('kanban.dialog.delete')}
            </Button>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button color="inherit" onClick={onClose}>
                {t('kanban.cancel')}
              </Button>
              <Button type="submit" variant="contained" loading={update.isPending}>
                {t('kanban.save')}
              </Button>
            </Box>
          </DialogActions>
        </Box>
      </Dialog>
      {confirming && (
        <ConfirmDialog
          title={t('kanban.dialog.deleteTitle', { title: card.title })}
          text={t('kanban.dialog.deleteText')}
          confirm={t('kanban.dialog.delete')}
          loading={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
