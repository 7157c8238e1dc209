import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import type { PresentationDetail } from '@pharmacy/shared/schemas/catalogue';
import { htmlToText } from '../utils/format';
import { PresentationOffers } from './presentation-offers';
import { Price } from './price';
import { SectionCard } from './section-card';

function Amount({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

function PresentationItem({ presentation: p }: { presentation: PresentationDetail }) {
  const { t } = useTranslation();
  const notes = p.reimbursementNotes ? htmlToText(p.reimbursementNotes) : '';
  return (
    <Box component="article" aria-label={p.label}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, mb: 1.5 }}>
        <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1, wordBreak: 'break-word' }}>
          {p.label}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={p.marketed ? 'success' : 'default'}
          label={t(p.marketed ? 'catalogue.status.marketed' : 'catalogue.status.notMarketed')}
        />
      </Stack>
      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mb: 1.5 }}>
        {t('catalogue.presentations.cip13')} <bdi dir="ltr">{p.cip13}</bdi>
        {p.cip7 && (
          <>
            {' · '}
            {t('catalogue.presentations.cip7')} <bdi dir="ltr">{p.cip7}</bdi>
          </>
        )}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, mb: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}
      >
        <Amount label={t('catalogue.presentations.price')}>
          <Price cents={p.price} />
        </Amount>
        <Amount label={t('catalogue.presentations.priceWithFee')}>
          <Price cents={p.priceWithFee} />
        </Amount>
        <Amount label={t('catalogue.presentations.dispensingFee')}>
          <Price cents={p.dispensingFee} />
        </Amount>
        <Amount label={t('catalogue.presentations.reimbursement')}>
          {p.reimbursementRate === null ? (
            t('catalogue.presentations.notReimbursed')
          ) : (
            <bdi dir="ltr">{`${p.reimbursementRate} %`}</bdi>
          )}
        </Amount>
      </Box>
      {notes && (
        <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'pre-line', mb: 2 }}>
          {notes}
        </Typography>
      )}
      <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        {t('catalogue.offers.title')}
      </Typography>
      <PresentationOffers offers={p.offers} caption={p.label} />
    </Box>
  );
}

export interface PresentationsCardProps {
  presentations: readonly PresentationDetail[];
}

/** Each pack size with its official price, reimbursement and the pharmacies that stock it. */
export function PresentationsCard({ presentations }: PresentationsCardProps) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('catalogue.presentations.title')}>
      {presentations.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('catalogue.presentations.empty')}
        </Typography>
      ) : (
        <Stack spacing={3} divider={<Divider flexItem />}>
          {presentations.map((p) => (
            <PresentationItem key={p.cip13} presentation={p} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
