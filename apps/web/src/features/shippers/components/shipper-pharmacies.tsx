import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { useTranslation } from '../../../lib/translation';
import type { ShipperPharmacy } from '@pharmacy/shared/schemas/shipper';

/** The pharmacies a courier delivers for; "staff" marks those it may bring prescription medicine home for. */
export function ShipperPharmacies({ pharmacies }: { pharmacies: ShipperPharmacy[] }) {
  const { t } = useTranslation();
  if (pharmacies.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('people.shippers.noPharmacy')}
      </Typography>
    );
  }
  return (
    <Stack direction="row" component="ul" sx={{ flexWrap: 'wrap', gap: 0.75, p: 0, m: 0, listStyle: 'none' }}>
      {pharmacies.map((p) => (
        <li key={p.pharmacyId}>
          <Chip
            size="small"
            variant="outlined"
            color={p.isStaff ? 'primary' : 'default'}
            icon={p.isStaff ? <VerifiedOutlinedIcon /> : undefined}
            label={p.isStaff ? t('people.shippers.staffOf', { name: p.pharmacyName }) : p.pharmacyName}
          />
        </li>
      ))}
    </Stack>
  );
}
