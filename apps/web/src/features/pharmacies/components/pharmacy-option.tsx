import { useId } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from '../../../lib/translation';
import { hoursOn } from '@pharmacy/shared/pharmacy-hours';
import type { Pharmacy } from '@pharmacy/shared/schemas/pharmacy';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { formatCents } from '../utils/format-cents';
import { periodsText } from '../utils/hours-format';
import { weekWithExceptions } from '../utils/hours-exceptions';
import { OpeningHours } from './opening-hours';
import { PharmacyStatus } from './pharmacy-status';

const ltr = { money: <bdi dir="ltr" />, time: <bdi dir="ltr" />, codes: <bdi dir="ltr" /> };

export interface PharmacyOptionProps {
  pharmacy: Pharmacy;
  checked: boolean;
  now: Date;
  onSelect: (pharmacy: Pharmacy) => void;
}

/** How the pharmacy delivers: fee and minimum, or collection only. */
function Delivery({ pharmacy, detailed }: { pharmacy: Pharmacy; detailed: boolean }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { homeDelivery } = pharmacy;
  if (!homeDelivery.enabled) return <>{t('pharmacies.delivery.notOffered')}</>;
  const fee = formatCents(homeDelivery.feeCents, language);
  const minimum = formatCents(homeDelivery.minimumCents, language);
  return (
    <>
      {homeDelivery.feeCents === 0 ? (
        t('pharmacies.delivery.free')
      ) : (
        <Trans i18nKey="pharmacies.delivery.fee" values={{ fee }} components={ltr} />
      )}
      {homeDelivery.minimumCents > 0 && (
        <>
          {' · '}
          <Trans i18nKey="pharmacies.delivery.minimum" values={{ amount: minimum }} components={ltr} />
        </>
      )}
      {detailed && (
        <>
          {' · '}
          <Trans
            i18nKey="pharmacies.delivery.postcodes"
            values={{ codes: homeDelivery.postcodes.join(', ') }}
            components={ltr}
          />
        </>
      )}
    </>
  );
}

/**
 * One pharmacy of the picker: a native radio (arrow keys move between them, Space chooses) named by the pharmacy
 * and described by its details; clicking anywhere on the card chooses it too. The chosen one shows its whole week.
 */
export function PharmacyOption({ pharmacy, checked, now, onSelect }: PharmacyOptionProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const detailsId = useId();
  const today = hoursOn(weekWithExceptions(pharmacy.openingHours, pharmacy.hoursExceptions, now), now);
  return (
    <Box
      component="li"
      onClick={() => onSelect(pharmacy)}
      sx={{
        display: 'flex',
        gap: 1,
        p: 1.5,
        border: 1,
        borderRadius: 1,
        borderColor: checked ? 'primary.main' : 'divider',
        // A thicker border, not a tinted background: primary-coloured text (the phone link) passes AA on paper only.
        boxShadow: checked ? (theme) => `inset 0 0 0 1px ${theme.palette.primary.main}` : 'none',
        cursor: 'pointer',
        listStyle: 'none',
      }}
    >
      <Radio
        value={pharmacy.id}
        checked={checked}
        onChange={() => onSelect(pharmacy)}
        // The card's own click handler would choose it a second time.
        onClick={(e) => e.stopPropagation()}
        slotProps={{ input: { 'aria-labelledby': nameId, 'aria-describedby': detailsId } }}
        sx={{ alignSelf: 'flex-start', mt: -0.5 }}
      />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography id={nameId} variant="subtitle2" component="p">
          {pharmacy.name}
        </Typography>
        <Box id={detailsId} sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {pharmacy.address}, <bdi dir="ltr">{pharmacy.postalCode}</bdi> {pharmacy.city}
          </Typography>
          {pharmacy.phone && (
            <Typography variant="body2">
              {t('pharmacies.phone')}{' '}
              <Link href={`tel:${pharmacy.phone.replace(/[^\d+]/g, '')}`} onClick={(e) => e.stopPropagation()}>
                <bdi dir="ltr">{pharmacy.phone}</bdi>
              </Link>
            </Typography>
          )}
          <Typography variant="body2">
            {today.length > 0 ? (
              <Trans i18nKey="pharmacies.hours.todayHours" values={{ hours: periodsText(today) }} components={ltr} />
            ) : (
              t('pharmacies.hours.closedToday')
            )}
          </Typography>
          <PharmacyStatus pharmacy={pharmacy} now={now} />
          <Typography variant="body2">
            <Delivery pharmacy={pharmacy} detailed={checked} />
          </Typography>
        </Box>
        {checked && (
          <Box sx={{ mt: 1, maxWidth: 360 }}>
            <OpeningHours hours={pharmacy.openingHours} now={now} exceptions={pharmacy.hoursExceptions} />
          </Box>
        )}
      </Box>
    </Box>
  );
}
