import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AirportShuttleOutlinedIcon from '@mui/icons-material/AirportShuttleOutlined';
import DirectionsBikeOutlinedIcon from '@mui/icons-material/DirectionsBikeOutlined';
import DirectionsCarOutlinedIcon from '@mui/icons-material/DirectionsCarOutlined';
import DirectionsWalkOutlinedIcon from '@mui/icons-material/DirectionsWalkOutlined';
import MopedOutlinedIcon from '@mui/icons-material/MopedOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { useTranslation } from '../../../lib/translation';
import type { Vehicle } from '@pharmacy/shared/schemas/shipper';

const ICONS = {
  foot: DirectionsWalkOutlinedIcon,
  bike: DirectionsBikeOutlinedIcon,
  scooter: MopedOutlinedIcon,
  car: DirectionsCarOutlinedIcon,
  van: AirportShuttleOutlinedIcon,
} as const;

export function VehicleIcon({ vehicle, ...props }: { vehicle: Vehicle } & SvgIconProps) {
  const Icon = ICONS[vehicle];
  return <Icon aria-hidden {...props} />;
}

/** The vehicle's icon and its name. */
export function VehicleLabel({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} component="span">
      <VehicleIcon vehicle={vehicle} fontSize="small" sx={{ color: 'text.secondary' }} />
      <Typography variant="body2" component="span">
        {t(`people.shippers.vehicles.${vehicle}`)}
      </Typography>
    </Stack>
  );
}
