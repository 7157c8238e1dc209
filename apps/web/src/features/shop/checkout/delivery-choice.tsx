import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import type { CheckoutOptions, DeliveryChoice as Choice } from '@pharmacy/shared/schemas/shop-checkout';
import { formatPrice } from '../utils/format-price';

export interface DeliveryChoiceProps {
  options: CheckoutOptions;
  value: Choice;
  onChange: (value: Choice) => void;
  /** The goods' amount after the discount: home delivery has a minimum basket. */
  basketCents: number;
}

function Option({ title, detail, price }: { title: string; detail: string; price: string }) {
  return (
    <Stack sx={{ py: 1 }}>
      <Typography variant="subtitle2">
        {title} · {price}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {detail}
      </Typography>
    </Stack>
  );
}

/** Collect at the pharmacy (free) or home delivery (its fee, when offered and the basket reaches its minimum). */
export function DeliveryChoice({ options, value, onChange, basketCents }: DeliveryChoiceProps) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatPrice(cents, i18n.language);
  const { pharmacy, homeDelivery: home } = options;
  const belowMinimum = !!home && basketCents < home.minimumCents;
  return (
    <RadioGroup aria-label={t('shop.delivery.title')} value={value} onChange={(e) => onChange(e.target.value as Choice)}>
      <FormControlLabel
        value="collect"
        control={<Radio />}
        label={
          <Option
            title={t('shop.delivery.collect')}
            price={t('shop.delivery.free')}
            detail={`${pharmacy.name}, ${pharmacy.street}, ${pharmacy.postalCode} ${pharmacy.city}`}
          />
        }
      />
      <FormControlLabel
        value="home"
        disabled={!home || belowMinimum}
        control={<Radio />}
        label={
          <Option
            title={t('shop.delivery.home')}
            price={home ? money(home.feeCents) : '—'}
            detail={
              !home
                ? t('shop.delivery.homeUnavailable')
                : belowMinimum
                  ? t('shop.delivery.homeMinimum', { amount: money(home.minimumCents) })
                  : t('shop.delivery.homeDetail')
            }
          />
        }
      />
    </RadioGroup>
  );
}
