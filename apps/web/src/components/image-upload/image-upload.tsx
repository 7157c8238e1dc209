import { useEffect, useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddAPhotoOutlinedIcon from '@mui/icons-material/AddAPhotoOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useTranslation } from '../../lib/translation';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '@pharmacy/shared/schemas/accounts';
import { ApiRequestError } from '../../lib/api-client';
import { errorMessage, translateFieldMessage } from '../../lib/api-errors';
import { checkImageFile } from './check-image-file';

export interface ImageUploadProps {
  /** The current image, or null. */
  url: string | null;
  onUpload: (file: File) => Promise<void>;
  onRemove?: () => Promise<void>;
  /** Names the drop zone, e.g. "Profile photo". */
  label: string;
  variant: 'avatar' | 'logo';
  /** The server's message for the file (an i18n key or text). */
  error?: string;
  disabled?: boolean;
}

const ACCEPT = Object.fromEntries(IMAGE_TYPES.map((type) => [type, []]));
const MAX_MB = IMAGE_MAX_BYTES / (1024 * 1024);

/** A photo or logo: drop or pick a PNG, JPEG or WebP up to 5 MB; checked here first, then by the server. */
export function ImageUpload({ url, onUpload, onRemove, label, variant, error, disabled = false }: ImageUploadProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const errorId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const upload = async (file: File) => {
    const problem = checkImageFile(file);
    if (problem) {
      setLocalError(t(`imageUpload.${problem}`, { size: MAX_MB }));
      return;
    }
    setLocalError(null);
    setPreview(URL.createObjectURL(file));
    setBusy('upload');
    try {
      await onUpload(file);
    } catch (e) {
      const field = e instanceof ApiRequestError ? e.data.fields?.file : undefined;
      setLocalError(translateFieldMessage(t, field) ?? errorMessage(t, e));
    } finally {
      setPreview(null);
      setBusy(null);
    }
  };

  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    const file = accepted[0] ?? rejected[0]?.file;
    if (file) void upload(file);
  };

  const remove = async () => {
    if (!onRemove) return;
    setLocalError(null);
    setBusy('remove');
    try {
      await onRemove();
    } catch (e) {
      setLocalError(errorMessage(t, e));
    } finally {
      setBusy(null);
    }
  };

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop,
    accept: ACCEPT,
    multiple: false,
    disabled: disabled || busy !== null,
  });

  const shown = preview ?? url;
  const message = localError ?? translateFieldMessage(t, error);
  const round = variant === 'avatar';
  const size = round ? 128 : 144;

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
      {/* Beside the drop zone, not inside it: a focusable input inside a role=button is a nested control. */}
      <input {...getInputProps({ 'aria-label': label })} />
      <Box
        {...getRootProps({
          'aria-label': shown ? t('imageUpload.change', { label }) : t('imageUpload.choose', { label }),
          'aria-describedby': message ? `${hintId} ${errorId}` : hintId,
          'aria-invalid': message ? true : undefined,
          'aria-busy': busy !== null,
          role: 'button',
        })}
        sx={(theme) => ({
          p: 1,
          borderRadius: round ? '50%' : 2,
          border: `1px dashed ${message ? theme.palette.error.main : theme.alpha(theme.palette.grey[500], 0.4)}`,
          cursor: disabled ? 'default' : 'pointer',
          outline: 'none',
          transition: theme.transitions.create(['border-color', 'background-color']),
          bgcolor: isDragActive ? theme.alpha(theme.palette.primary.main, 0.08) : 'transparent',
          '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
          '&:hover .image-upload-overlay, &:focus-visible .image-upload-overlay': { opacity: disabled ? 0 : 1 },
        })}
      >
        <Box sx={{ position: 'relative', width: size, height: size, borderRadius: round ? '50%' : 1.5, overflow: 'hidden' }}>
          <Avatar
            src={shown ?? undefined}
            alt=""
            variant={round ? 'circular' : 'rounded'}
            sx={(theme) => ({
              width: 1,
              height: 1,
              bgcolor: theme.alpha(theme.palette.grey[500], 0.08),
              color: 'text.secondary',
              '& img': { objectFit: round ? 'cover' : 'contain' },
            })}
          >
            <AddAPhotoOutlinedIcon sx={{ fontSize: 32 }} />
          </Avatar>
          <Stack
            className="image-upload-overlay"
            aria-hidden
            sx={(theme) => ({
              position: 'absolute',
              inset: 0,
              alignItems: 'center',
              justifyContent: 'center',
              gap: 0.5,
              color: 'common.white',
              bgcolor: theme.alpha(theme.palette.grey[900], 0.6),
              opacity: busy ? 1 : 0,
              transition: theme.transitions.create('opacity'),
            })}
          >
            {busy ? (
              <CircularProgress size={28} color="inherit" />
            ) : (
              <>
                <AddAPhotoOutlinedIcon />
                <Typography variant="caption">{shown ? t('imageUpload.changeShort') : t('imageUpload.chooseShort')}</Typography>
              </>
            )}
          </Stack>
        </Box>
      </Box>
      <Typography id={hintId} variant="caption" sx={{ color: 'text.secondary', maxWidth: 240 }}>
        {isDragActive ? t('imageUpload.dropHere') : t('imageUpload.hint', { size: MAX_MB })}
      </Typography>
      {message && (
        <Typography id={errorId} role="alert" variant="caption" sx={{ color: 'error.main', maxWidth: 260 }}>
          {message}
        </Typography>
      )}
      {url && onRemove && (
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlineIcon />}
          loading={busy === 'remove'}
          disabled={disabled || busy !== null}
          onClick={() => void remove()}
        >
          {t('imageUpload.remove')}
        </Button>
      )}
    </Stack>
  );
}
