import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import type { Offer } from '@pharmacy/shared/schemas/catalogue';
import { Price } from './price';

export interface PresentationOffersProps {
  offers: readonly Offer[];
  /** Names the table for screen readers (the presentation's label). */
  caption: string;
}

/** The pharmacies that have this presentation in stock, with their price. */
export function PresentationOffers({ offers, caption }: PresentationOffersProps) {
  const { t } = useTranslation();
  if (offers.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('catalogue.offers.empty')}
      </Typography>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={t('catalogue.offers.caption', { presentation: caption })}>
        <TableHead>
          <TableRow>
            <TableCell>{t('catalogue.offers.pharmacy')}</TableCell>
            <TableCell>{t('catalogue.offers.city')}</TableCell>
            <TableCell align="right">{t('catalogue.offers.quantity')}</TableCell>
            <TableCell align="right">{t('catalogue.offers.price')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {offers.map((offer) => (
            <TableRow key={offer.pharmacyId}>
              <TableCell>{offer.pharmacyName}</TableCell>
              <TableCell>{offer.city}</TableCell>
              <TableCell align="right">
                <bdi dir="ltr">{offer.quantity}</bdi>
              </TableCell>
              <TableCell align="right">
                <Price cents={offer.price} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
