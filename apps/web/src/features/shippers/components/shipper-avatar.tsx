import { PersonAvatar } from '../../../components/avatar/person-avatar';

/** A courier's photo, or their initials; decorative next to their name. */
export function ShipperAvatar({ url, name, size = 40 }: { url: string | null; name: string; size?: number }) {
  return <PersonAvatar url={url} name={name} size={size} />;
}
