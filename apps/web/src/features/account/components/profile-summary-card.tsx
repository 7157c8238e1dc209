import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import { isLanguage } from '@pharmacy/shared/languages';
import type { Person } from '@pharmacy/shared/schemas/accounts';
import { ImageUpload } from '../../../components/image-upload/image-upload';
import { LANGUAGE_TAGS } from '../../../lib/language-tags';
import { useMyAvatar } from '../../../api/me';

export interface ProfileSummaryCardProps {
  profile: Person;
}

const STATUS_COLORS = { active: 'success', pending: 'warning', suspended: 'error', refused: 'error' } as const;

export function ProfileSummaryCard({ profile }: ProfileSummaryCardProps) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const avatar = useMyAvatar();
  const since = new Date(profile.createdAt);
  const sinceText = Number.isNaN(since.getTime())
    ? null
    : new Intl.DateTimeFormat(isLanguage(lng) ? LANGUAGE_TAGS[lng] : lng, { dateStyle: 'long' }).format(since);
  return (
    <Card sx={{ p: { xs: 3, md: 4 }, textAlign: 'center', height: 1 }}>
      <ImageUpload
        variant="avatar"
        label={t('account.photo')}
        url={profile.avatarUrl}
        onUpload={async (file) => void (await avatar.mutateAsync(file))}
        onRemove={async () => void (await avatar.mutateAsync(null))}
      />
      <Typography variant="h6" component="p" sx={{ wordBreak: 'break-word', mt: 2 }}>
        {profile.displayName || `${profile.first_name} ${profile.last_name}`.trim()}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
        <bdi dir="ltr">{profile.email}</bdi>
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Chip size="small" color="primary" variant="outlined" label={t(`auth.roleNames.${profile.role}`)} />
        <Chip size="small" color={STATUS_COLORS[profile.status]} variant="outlined" label={t(`auth.statusNames.${profile.status}`)} />
        {profile.emailVerified && <Chip size="small" variant="outlined" label={t('account.emailVerified')} />}
      </Stack>
      {sinceText && (
        <>
          <Divider sx={{ my: 3, borderStyle: 'dashed' }} />
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('account.memberSince', { date: sinceText })}
          </Typography>
        </>
      )}
    </Card>
  );
}
