import Avatar from '@mui/material/Avatar';

/** A courier's photo, or their initials; decorative next to their name. */
export function ShipperAvatar({ url, name, size = 40 }: { url: string | null; name: string; size?: number }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
  return (
    <Avatar src={url ?? undefined} alt="" sx={{ width: size, height: size, fontSize: size / 2.5 }}>
      {initials}
    </Avatar>
  );
}
