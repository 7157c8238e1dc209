import Avatar from '@mui/material/Avatar';
import LocalPharmacyOutlinedIcon from '@mui/icons-material/LocalPharmacyOutlined';
import type { MailPerson } from '@pharmacy/shared/schemas/mail';
import { PersonAvatar } from '../../components/avatar/person-avatar';

/** A person's photo or initials; the platform itself (notices, announcements without a named admin) has its mark. */
export function SenderAvatar({
  person,
  name,
  size = 40,
}: {
  person: MailPerson | undefined;
  name: string;
  size?: number;
}) {
  if (person && person.id === null) {
    return (
      <Avatar aria-hidden sx={{ width: size, height: size, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <LocalPharmacyOutlinedIcon sx={{ fontSize: size * 0.55 }} />
      </Avatar>
    );
  }
  return <PersonAvatar url={person?.avatarUrl ?? null} name={name} size={size} />;
}
