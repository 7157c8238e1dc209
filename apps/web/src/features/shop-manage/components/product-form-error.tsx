import Alert from '@mui/material/Alert';
import { useTranslation } from '../../../lib/translation';
import { errorCode, errorMessage } from '../../../lib/api-errors';

/** Refusals the shop API names by code, in the reader's words. */
const KNOWN_CODES = ['SHOP_FORBIDDEN', 'SHOP_MEDICINE_LISTED', 'SHOP_STOCK_NEGATIVE', 'SHOP_IMAGES_FULL'] as const;

/** A failed save that no field can show (a refusal, the network); nothing when there is none. */
export function ProductFormError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const code = errorCode(error);
  const known = (KNOWN_CODES as readonly string[]).includes(code);
  return (
    <Alert severity={known ? 'warning' : 'error'} role="alert">
      {known ? t(`shopManage.refusal.${code}`) : errorMessage(t, error)}
    </Alert>
  );
}
