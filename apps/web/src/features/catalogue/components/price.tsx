import { useTranslation } from '../../../lib/translation';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { formatCents } from '../utils/format';

export interface PriceProps {
  /** Euro cents; null when the price is free (not reimbursed, no official price). */
  cents: number | null;
}

/** A price in EUR for the current language; it reads left-to-right inside Arabic text. */
export function Price({ cents }: PriceProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  if (cents === null) return <>{t('catalogue.price.none')}</>;
  return <bdi dir="ltr">{formatCents(cents, language)}</bdi>;
}
