import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../lib/translation';
import type { Pharmacy } from '@pharmacy/shared/schemas/pharmacy';
import { errorMessage } from '../../../lib/api-errors';
import { useMyPharmacies } from '../../../api/pharmacies';

export interface MyPharmacyGateProps {
  children: (pharmacy: Pharmacy) => ReactNode;
}

/** Loads the staff's pharmacies and renders the chosen one (?pharmacy=<id>, a selector when there are several). */
export function MyPharmacyGate({ children }: MyPharmacyGateProps) {
  const { t } = useTranslation();
  const mine = useMyPharmacies();
  const [params, setParams] = useSearchParams();
  if (mine.isPending) return <Skeleton variant="rounded" height={360} aria-label={t('people.common.loading')} />;
  if (mine.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => mine.refetch()}>
            {t('people.common.retry')}
          </Button>
        }
      >
        {errorMessage(t, mine.error)}
      </Alert>
    );
  }
  const items = mine.data.items;
  const chosen = items.find((p) => p.id === params.get('pharmacy')) ?? items[0];
  if (!chosen) return <Alert severity="info">{t('people.pharmacies.profile.notLinked')}</Alert>;
  return (
    <>
      {items.length > 1 && (
        <TextField
          select
          size="small"
          label={t('people.pharmacies.profile.choose')}
          value={chosen.id}
          onChange={(e) =>
            setParams(
              (p) => {
                p.set('pharmacy', e.target.value);
                return p;
              },
              { replace: true },
            )
          }
          sx={{ mb: 3, minWidth: 260 }}
        >
          {items.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {children(chosen)}
    </>
  );
}
