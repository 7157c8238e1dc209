import { PersonAvatar } from '../../../components/avatar/person-avatar';
import { initials } from '../utils/person-display';

export interface UserAvatarProps {
  person: { avatarUrl: string | null; displayName: string; first_name?: string; last_name?: string; email?: string };
  size?: number;
}

/** The photo, or the initials (first and last name, else the e-mail) on a tinted circle. */
export function UserAvatar({ person, size = 40 }: UserAvatarProps) {
  // PersonAvatar takes the first letters of two words: hand it the two letters already chosen.
  return <PersonAvatar url={person.avatarUrl} name={initials(person).split('').join(' ')} size={size} />;
}
