import Avatar from '@mui/material/Avatar';

export interface PersonAvatarProps {
  url: string | null;
  /** Initials come from its first two words. */
  name: string;
  size?: number;
}

export function nameInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

/** A person's photo, or their initials on a tinted circle; decorative (the name is always written next to it). */
export function PersonAvatar({ url, name, size = 40 }: PersonAvatarProps) {
  return (
    <Avatar
      src={url ?? undefined}
      alt=""
      aria-hidden
      sx={(theme) => ({
        width: size,
        height: size,
        fontSize: size * 0.38,
        fontWeight: 600,
        // The body text colour on the green tint: primary-coloured initials fall just under 4.5:1 there.
        color: theme.palette.text.primary,
        bgcolor: theme.alpha(theme.palette.primary.main, 0.12),
      })}
    >
      {nameInitials(name)}
    </Avatar>
  );
}
