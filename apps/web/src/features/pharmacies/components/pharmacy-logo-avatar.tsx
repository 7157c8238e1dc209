import Avatar from '@mui/material/Avatar';
import LocalPharmacyOutlinedIcon from '@mui/icons-material/LocalPharmacyOutlined';

export interface PharmacyLogoAvatarProps {
  logoUrl: string | null;
  size?: number;
}

/** The pharmacy's logo, or the pharmacy cross; decorative next to its name. */
export function PharmacyLogoAvatar({ logoUrl, size = 40 }: PharmacyLogoAvatarProps) {
  return (
    <Avatar
      src={logoUrl ?? undefined}
      alt=""
      variant="rounded"
      sx={{
        width: size,
        height: size,
        bgcolor: 'action.hover',
        color: 'primary.main',
        '& img': { objectFit: 'contain' },
      }}
    >
      <LocalPharmacyOutlinedIcon fontSize={size > 48 ? 'large' : 'small'} />
    </Avatar>
  );
}
