import IconButton from '@mui/material/IconButton';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useTranslation } from '../../lib/translation';
import type { FileItem } from '@pharmacy/shared/schemas/files';

/** A toggle: its name says what it does, `aria-pressed` whether the item is starred. */
export function StarButton({ item, onToggle }: { item: FileItem; onToggle: (item: FileItem) => void }) {
  const { t } = useTranslation();
  return (
    <IconButton
      size="small"
      aria-label={t('files.actions.star', { name: item.name })}
      aria-pressed={item.starred}
      onClick={(event) => {
        event.stopPropagation();
        onToggle(item);
      }}
      sx={{ color: item.starred ? 'warning.main' : 'text.secondary' }}
    >
      {item.starred ? <StarIcon fontSize="small" /> : <StarBorderIcon fontSize="small" />}
    </IconButton>
  );
}
