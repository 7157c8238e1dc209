import TextField from '@mui/material/TextField';
import { useTranslation } from '../../lib/translation';
import { FILE_SHARE_PERMISSIONS, type FileSharePermission } from '@pharmacy/shared/files/constants';

export interface PermissionSelectProps {
  label: string;
  value: FileSharePermission;
  onChange: (value: FileSharePermission) => void;
  error?: string;
  size?: 'small' | 'medium';
  disabled?: boolean;
  /** A name that tells apart several selects with the same visible label (one per share). */
  ariaLabel?: string;
}

/** Read or edit, as a native select (light, and a phone's own picker). */
export function PermissionSelect({ label, value, onChange, error, size, disabled, ariaLabel }: PermissionSelectProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size={size}
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as FileSharePermission)}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ select: { native: true }, htmlInput: ariaLabel ? { 'aria-label': ariaLabel } : undefined }}
      sx={{ minWidth: 150 }}
    >
      {FILE_SHARE_PERMISSIONS.map((p) => (
        <option key={p} value={p}>
          {t(`files.share.permissions.${p}`)}
        </option>
      ))}
    </TextField>
  );
}
