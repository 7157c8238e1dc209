import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { useTranslation } from '../../../lib/translation';
import type { Person } from '@pharmacy/shared/schemas/accounts';
import { paths } from '../../../config/paths';
import type { UserActionKind } from '../utils/available-actions';
import { UserActionsMenu } from './user-actions-menu';
import { UserAvatar } from './user-avatar';
import { UserStatusChip } from './user-status-chip';

export interface UserCardProps {
  person: Person;
  onAction: (kind: UserActionKind, person: Person) => void;
}

export function UserCard({ person, onAction }: UserCardProps) {
  const { t } = useTranslation();
  const name = person.anonymised ? t('people.users.anonymised') : person.displayName;
  return (
    <Card component="article" aria-label={name} sx={{ position: 'relative', height: 1, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}>
        <UserActionsMenu person={person} onAction={onAction} />
      </Box>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', p: 3, pb: 2, flexGrow: 1 }}>
        <UserAvatar person={person} size={72} />
        <Link
          component={RouterLink}
          to={paths.dashboard.user.edit(person.slug)}
          variant="subtitle1"
          color="inherit"
          underline="hover"
          sx={{ wordBreak: 'break-word', mt: 1 }}
        >
          {name}
        </Link>
        <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
          <bdi dir="ltr">{person.email}</bdi>
        </Typography>
      </Stack>
      <Divider sx={{ borderStyle: 'dashed' }} />
      <Stack direction="row" spacing={1} sx={{ p: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t(`auth.roleNames.${person.role}`)}
        </Typography>
        <UserStatusChip status={person.status} />
      </Stack>
      {person.city && (
        <Stack direction="row" spacing={0.75} sx={{ px: 2, pb: 2, mt: -1, color: 'text.secondary', alignItems: 'center' }}>
          <PlaceOutlinedIcon fontSize="small" aria-hidden />
          <Typography variant="caption">{person.city}</Typography>
        </Stack>
      )}
    </Card>
  );
}
