import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';
import type { FileItem } from '@pharmacy/shared/schemas/files';
import { rightsOf, type FileActions } from './file-actions';

export interface SelectionBarProps {
  items: FileItem[];
  actions: FileActions;
  onClear: () => void;
}

/** What can be done with every selected item at once: trash, or in the trash restore and delete for good. */
export function SelectionBar({ items, actions, onClear }: SelectionBarProps) {
  const { t } = useTranslation();
  const trashable = items.filter((i) => rightsOf(i).trash);
  const restorable = items.filter((i) => rightsOf(i).restore);
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label={t('files.selection.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 2, py: 1, bgcolor: 'action.hover' }}
    >
      <Typography variant="subtitle2" role="status" sx={{ flex: 1 }}>
        {t('files.selection.count', { count: items.length })}
      </Typography>
      {trashable.length > 0 && (
        <Button size="small" color="error" onClick={() => actions.trash(trashable)}>
          {t('files.actions.trash')}
        </Button>
      )}
      {restorable.length > 0 && (
        <>
          <Button size="small" onClick={() => actions.restore(restorable)}>
            {t('files.actions.restore')}
          </Button>
          <Button size="small" color="error" onClick={() => actions.purge(restorable)}>
            {t('files.actions.purge')}
          </Button>
        </>
      )}
      <Button size="small" color="inherit" onClick={onClear}>
        {t('files.selection.clear')}
      </Button>
    </Paper>
  );
}
