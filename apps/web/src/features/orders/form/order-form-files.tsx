import { useId, useRef, useState, type DragEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from '../../../lib/translation';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { formatFileSize } from '../../../lib/file-size';
import { ORDER_FILE_ACCEPT, ORDER_FILES_MAX, acceptFiles, type FileRejection } from './prescription-files';

export interface OrderFormFilesProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}

/**
 * Photos or PDFs of paper prescriptions: chosen with a button (keyboard and screen readers) or dropped on the zone.
 * A file too large or of another type is refused at once, by name; the rest are sent once the order exists.
 */
export function OrderFormFiles({ files, onChange, disabled }: OrderFormFilesProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [rejected, setRejected] = useState<FileRejection[]>([]);
  const [dragging, setDragging] = useState(false);

  const choose = (chosen: readonly File[]) => {
    const result = acceptFiles(files, chosen);
    setRejected(result.rejected);
    onChange(result.kept);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) choose(Array.from(event.dataTransfer.files));
  };

  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {t('orders.form.files.title')}
      </Typography>
      <Box
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          mt: 1,
          p: 2,
          border: 1,
          borderStyle: 'dashed',
          borderRadius: 1,
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : undefined,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
        }}
      >
        <Button
          variant="outlined"
          startIcon={<AttachFileIcon />}
          onClick={() => inputRef.current?.click()}
          disabled={disabled || files.length >= ORDER_FILES_MAX}
          aria-describedby={hintId}
        >
          {t('orders.form.files.choose')}
        </Button>
        <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', flex: '1 1 200px' }}>
          {t('orders.form.files.hint', { max: ORDER_FILES_MAX })}
        </Typography>
        <input
          ref={inputRef}
          type="file"
          multiple
          hidden
          accept={ORDER_FILE_ACCEPT}
          data-testid="order-files-input"
          onChange={(e) => {
            choose(Array.from(e.target.files ?? []));
            // Choosing the same file again after removing it must fire a change.
            e.target.value = '';
          }}
        />
      </Box>
      {rejected.length > 0 && (
        <Alert severity="error" role="alert" sx={{ mt: 1.5 }} onClose={() => setRejected([])}>
          <Box component="ul" sx={{ m: 0, ps: 2 }}>
            {rejected.map((r) => (
              <li key={r.name}>{t(`orders.form.files.problem.${r.problem}`, { name: r.name, max: ORDER_FILES_MAX })}</li>
            ))}
          </Box>
        </Alert>
      )}
      {files.length > 0 && (
        <List dense aria-label={t('orders.form.files.chosen')}>
          {files.map((file, index) => (
            <ListItem
              key={`${file.name}-${file.lastModified}-${file.size}`}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  disabled={disabled}
                  aria-label={t('orders.form.files.remove', { name: file.name })}
                  onClick={() => onChange(files.filter((_, i) => i !== index))}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={file.name}
                secondary={<bdi dir="ltr">{formatFileSize(file.size, language)}</bdi>}
                slotProps={{ primary: { sx: { wordBreak: 'break-all' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
