import { useMemo, useState, type ReactNode } from 'react';
import type { Dayjs } from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { usePickerAdapter } from '@mui/x-date-pickers/hooks';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { Trans, useTranslation } from '../../lib/translation';
import { DATE_PICKER_MAX, DATE_PICKER_MIN } from '@pharmacy/shared/settings/constants';
import { formatFieldDate } from './format-field-date';

/** The wire format of a calendar date. */
const ISO_DATE = 'YYYY-MM-DD';

export interface DateFieldProps {
  label: string;
  /** The date as 'YYYY-MM-DD', or null when empty. */
  value: string | null;
  /** Gets the typed or picked date as 'YYYY-MM-DD', or null while it is empty, incomplete or out of range. */
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  /** An error from the form (e.g. a required field); the field's own range message goes first. */
  error?: string;
  helperText?: ReactNode;
  name?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A date picker limited to SPEC §9's range (1900-01-01 to 2099-12-31); needs a DateProvider above it. */
export function DateField({
  label,
  value,
  onChange,
  onBlur,
  error,
  helperText,
  name,
  required,
  disabled,
}: DateFieldProps) {
  const { t } = useTranslation();
  const adapter = usePickerAdapter();
  const toDate = (iso: string | null): Dayjs | null => (iso ? adapter.date(iso) : null);
  // What is typed stays on screen even when the form gets null for it (out of range, not a real date).
  const [draft, setDraft] = useState(() => toDate(value));
  const [emitted, setEmitted] = useState(value);
  const [validationError, setValidationError] = useState<DateValidationError>(null);
  if (value !== emitted) {
    // The form changed the value itself (reset, loaded data): show that instead of the draft.
    setEmitted(value);
    setDraft(toDate(value));
  }

  const [min, max] = useMemo(() => [adapter.date(DATE_PICKER_MIN), adapter.date(DATE_PICKER_MAX)], [adapter]);
  let ownError: ReactNode = null;
  if (validationError === 'minDate' || validationError === 'maxDate') {
    ownError = (
      <Trans
        i18nKey="date.errors.outOfRange"
        values={{ min: formatFieldDate(adapter, DATE_PICKER_MIN), max: formatFieldDate(adapter, DATE_PICKER_MAX) }}
        components={{ date: <bdi dir="ltr" /> }}
      />
    );
  } else if (validationError) {
    ownError = t('date.errors.invalid');
  }

  return (
    <DatePicker
      label={label}
      value={draft}
      minDate={min}
      maxDate={max}
      disabled={disabled}
      onError={setValidationError}
      onChange={(next, context) => {
        setDraft(next);
        const iso = next && context.validationError == null ? next.format(ISO_DATE) : null;
        setEmitted(iso);
        if (iso !== value) onChange(iso);
      }}
      slotProps={{
        textField: {
          name,
          required,
          onBlur,
          fullWidth: true,
          error: Boolean(ownError ?? error),
          helperText: ownError ?? error ?? helperText,
        },
      }}
    />
  );
}
