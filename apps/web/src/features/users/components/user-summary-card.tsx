import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import type { Person } from '@pharmacy/shared/schemas/accounts';
import { ImageUpload } from '../../../components/image-upload/image-upload';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { useUserAvatar } from '../../../api/users';
import { useAuth } from '../../../lib/auth/use-auth';
import { availableActions, type UserActionKind } from '../utils/available-actions';
import { formatDate } from '../utils/person-display';
import { UserStatusChip } from './user-status-chip';

export interface UserSummaryCardProps {
  person: Person;
  onAction: (kind: UserActionKind, person: Person) => void;
}

const COLORS = { approve: 'success', refuse: 'error', suspend: 'error', reactivate: 'success', role: 'inherit', anonymise: 'error' } as const;

/** The photo, who the person is, where their account stands, and the decisions it allows. */
export function UserSummaryCard({ person, onAction }: UserSummaryCardProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const avatar = useUserAvatar();
  const { user } = useAuth();
  const actions = availableActions(person, user);
  return (
    <Card sx={{ p: { xs: 3, md: 4 } }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <ImageUpload
          variant="avatar"
          label={t('people.users.photo')}
          url={person.avatarUrl}
          disabled={person.anonymised}
          onUpload={async (file) => void (await avatar.mutateAsync({ uid: person.uid, file }))}
          onRemove={async () => void (await avatar.mutateAsync({ uid: person.uid, file: null }))}
        />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, justifyContent: 'center' }}>
          <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
            {t(`auth.roleNames.${person.role}`)}
          </Typography>
          <UserStatusChip status={person.status} />
        </Stack>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('account.memberSince', { date: formatDate(person.createdAt, language, 'long') })}
        </Typography>
        {person.pharmacies.length > 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('people.users.pharmaciesList', { names: person.pharmacies.map((p) => p.name).join(', ') })}
          </Typography>
        )}
      </Stack>
      {person.anonymised && (
        <Alert severity="info" sx={{ mt: 3 }}>
          {t('people.users.anonymisedNotice')}
        </Alert>
      )}
      {actions.length > 0 && (
        <>
          <Divider sx={{ my: 3, borderStyle: 'dashed' }} />
          <Stack spacing={1.25} component="section" aria-label={t('people.users.accountActions')}>
            {actions.map((kind) => (
              <Button
                key={kind}
                fullWidth
                variant={kind === 'anonymise' ? 'text' : 'outlined'}
                color={COLORS[kind]}
                onClick={() => onAction(kind, person)}
              >
                {t(`people.users.actions.${kind}`)}
              </Button>
            ))}
          </Stack>
        </>
      )}
    </Card>
  );
}
