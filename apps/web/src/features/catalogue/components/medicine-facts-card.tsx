import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import type { ProductDetail } from '@pharmacy/shared/schemas/catalogue';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { formatCatalogueDate } from '../utils/format';
import { Price } from './price';
import { SectionCard } from './section-card';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: { xs: 0, sm: 2 }, py: 1 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

export interface MedicineFactsCardProps {
  product: ProductDetail;
}

/** The marketing authorisation facts: codes, form, routes, holder, status, lowest price, stock. */
export function MedicineFactsCard({ product }: MedicineFactsCardProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const none = t('catalogue.details.none');
  return (
    <SectionCard title={t('catalogue.details.facts')}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Chip
          color={product.requiresPrescription ? 'warning' : 'success'}
          label={t(product.requiresPrescription ? 'catalogue.prescription.required' : 'catalogue.prescription.notRequired')}
        />
        <Chip
          variant="outlined"
          color={product.marketed ? 'default' : 'error'}
          label={t(product.marketed ? 'catalogue.status.marketed' : 'catalogue.status.notMarketed')}
        />
        {product.enhancedMonitoring && <Chip variant="outlined" color="info" label={t('catalogue.details.enhancedMonitoring')} />}
      </Stack>
      <Box component="dl" sx={{ m: 0 }}>
        <Fact label={t('catalogue.details.cis')}>
          <bdi dir="ltr">{product.id}</bdi>
        </Fact>
        <Fact label={t('catalogue.details.form')}>{product.form}</Fact>
        <Fact label={t('catalogue.details.routes')}>{product.routes.join(', ') || none}</Fact>
        <Fact label={t('catalogue.details.lowestPrice')}>
          <Price cents={product.price} />
        </Fact>
        <Fact label={t('catalogue.details.availableAt')}>
          {t('catalogue.details.pharmacies', { count: product.availableAt })}
        </Fact>
        <Fact label={t('catalogue.details.holders')}>{product.holders || none}</Fact>
        <Fact label={t('catalogue.details.authorisationStatus')}>{product.authorisationStatus || none}</Fact>
        <Fact label={t('catalogue.details.procedure')}>{product.procedure || none}</Fact>
        <Fact label={t('catalogue.details.marketingStatus')}>{product.marketingStatus || none}</Fact>
        <Fact label={t('catalogue.details.authorisationDate')}>
          {product.authorisationDate ? <bdi dir="ltr">{formatCatalogueDate(product.authorisationDate, language)}</bdi> : none}
        </Fact>
        {product.warningStatus && <Fact label={t('catalogue.details.warning')}>{product.warningStatus}</Fact>}
      </Box>
    </SectionCard>
  );
}
