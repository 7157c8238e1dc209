import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import type { Product } from '@pharmacy/shared/schemas/catalogue';
import { paths } from '../../../config/paths';
import { Price } from './price';

/** Active substances with their strength, as a pharmacist reads them ("PARACÉTAMOL 1000 mg"). */
function substancesLine(product: Product): string {
  return product.substances
    .filter((s) => s.nature === 'SA')
    .map((s) => (s.strength ? `${s.name} ${s.strength}` : s.name))
    .join(' · ');
}

function ResultRow({ product }: { product: Product }) {
  const { t } = useTranslation();
  const substances = substancesLine(product);
  return (
    <ListItem disableGutters sx={{ py: 1.5, gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
      <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
        {/* The CIS code is unique where names may not be: the details page accepts either. */}
        <Link component={RouterLink} to={paths.dashboard.product.details(product.id)} sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
          {product.name}
        </Link>
        {substances && (
          <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-word' }}>
            {substances}
          </Typography>
        )}
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('catalogue.results.code')} <bdi dir="ltr">{product.id}</bdi>
          {' · '}
          {t('catalogue.results.presentations', { count: product.presentations.length })}
        </Typography>
      </Box>
      <Stack spacing={0.75} sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' }, flexShrink: 0 }}>
        <Typography variant="subtitle2">
          <Price cents={product.price} />
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {product.requiresPrescription && <Chip size="small" color="warning" variant="outlined" label={t('catalogue.prescription.required')} />}
          {!product.marketed && <Chip size="small" variant="outlined" label={t('catalogue.status.notMarketed')} />}
          {product.availableAt > 0 && (
            <Chip size="small" color="success" variant="outlined" label={t('catalogue.results.availableAt', { count: product.availableAt })} />
          )}
        </Stack>
      </Stack>
    </ListItem>
  );
}

export interface MedicineResultsProps {
  products: readonly Product[];
  label: string;
}

/** The catalogue as a list: one row per medicine with its substances, lowest price and prescription status. */
export function MedicineResults({ products, label }: MedicineResultsProps) {
  return (
    <List aria-label={label} disablePadding>
      {products.map((product, index) => (
        <Fragment key={product.id}>
          {index > 0 && <Divider component="li" aria-hidden />}
          <ResultRow product={product} />
        </Fragment>
      ))}
    </List>
  );
}
