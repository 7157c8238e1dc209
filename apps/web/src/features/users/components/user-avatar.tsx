import Avatar from '@mui/material/Avatar';
import { primaryTextTone } from '../../../theme/palette';
import { initials } from '../utils/person-display';

export interface UserAvatarProps {
  person: { avatarUrl: string | null; displayName: string; first_name?: string; last_name?: string; email?: string };
  size?: number;
}

/** The photo, or the initials on a tinted circle; decorative (the name is always written next to it). */
export function UserAvatar({ person, size = 40 }: UserAvatarProps) {
  return (
    <Avatar
      src={person.avatarUrl ?? undefined}
      alt=""
      aria-hidden
      sx={(theme) => ({
        width: size,
        height: size,
        fontSize: size * 0.38,
        fontWeight: 600,
        color: primaryTextTone(theme.palette),
        bgcolor: theme.alpha(theme.palette.primary.main, 0.12),
      })}
    >
      {initials(person)}
    </Avatar>
  );
}
