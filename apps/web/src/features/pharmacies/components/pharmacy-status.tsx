import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { Trans, useTranslation } from '../../../lib/translation';
import type { Pharmacy } from '@pharmacy/shared/schemas/pharmacy';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { weekWithExceptions } from '../utils/hours-exceptions';
import { openingState, weekdayNames } from '../utils/hours-format';

// Times are digits: they keep their order in Arabic.
const ltr = { time: <bdi dir="ltr" /> };

export interface PharmacyStatusProps {
  pharmacy: Pick<Pharmacy, 'openingHours' | 'onDutyToday'> & Partial<Pick<Pharmacy, 'hoursExceptions'>>;
  now: Date;
}

/** "Open now" or "Closed — opens at …", and "On duty today" for the garde pharmacy. */
export function PharmacyStatus({ pharmacy, now }: PharmacyStatusProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  // Today's exception (a holiday) decides over the usual hours.
  const state = openingState(weekWithExceptions(pharmacy.openingHours, pharmacy.hoursExceptions, now), now);
  let label;
  if (state.kind === 'open') label = t('pharmacies.status.open');
  else if (state.kind === 'closed') label = t('pharmacies.status.closed');
  else if (state.day === 'today')
    label = <Trans i18nKey="pharmacies.status.opensToday" values={{ time: state.time }} components={ltr} />;
  else if (state.day === 'tomorrow')
    label = <Trans i18nKey="pharmacies.status.opensTomorrow" values={{ time: state.time }} components={ltr} />;
  else {
    label = (
      <Trans
        i18nKey="pharmacies.status.opensOn"
        values={{ day: weekdayNames(language)[state.weekday], time: state.time }}
        components={ltr}
      />
    );
  }
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Chip
        size="small"
        color={state.kind === 'open' ? 'success' : 'default'}
        variant={state.kind === 'open' ? 'filled' : 'outlined'}
        label={label}
      />
      {pharmacy.onDutyToday && <Chip size="small" color="warning" label={t('pharmacies.status.onDutyToday')} />}
    </Stack>
  );
}
