import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';
import type { InvoiceKind } from '@pharmacy/shared/schemas/invoice';

export interface InvoiceNumberProps {
  number: string | null;
  kind: InvoiceKind;
}

/** The invoice number left-to-right (also in Arabic), "Draft" before it has one, and "Credit note" under it if so. */
export function InvoiceNumber({ number, kind }: InvoiceNumberProps) {
  const { t } = useTranslation();
  return (
    <>
      {number ? (
        <bdi dir="ltr">{number}</bdi>
      ) : (
        <Typography component="span" variant="inherit" sx={{ fontStyle: 'italic' }}>
          {t('invoices.draftNumber')}
        </Typography>
      )}
      {kind === 'credit_note' && (
        <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary', fontWeight: 400 }}>
          {t('invoices.kind.credit_note')}
        </Typography>
      )}
    </>
  );
}
