import { primaryTextTone } from '../../../theme/palette';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@pharmacy/shared/languages';
import type { UserProfile } from '@pharmacy/shared/schemas/user';
import { LANGUAGE_TAGS } from '../../../lib/language-tags';

export interface ProfileSummaryCardProps {
  profile: UserProfile;
}

const STATUS_COLORS = { active: 'success', pending: 'warning', suspended: 'error', refused: 'error' } as const;

function initials(profile: UserProfile): string {
  const letters = [profile.first_name, profile.last_name].map((part) => part.trim().charAt(0)).join('');
  return (letters || profile.email.charAt(0)).toUpperCase();
}

export function ProfileSummaryCard({ profile }: ProfileSummaryCardProps) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? 'en';
  const since = new Date(profile.createdAt);
  const sinceText = Number.isNaN(since.getTime())
    ? null
    : new Intl.DateTimeFormat(isLanguage(lng) ? LANGUAGE_TAGS[lng] : lng, { dateStyle: 'long' }).format(since);
  return (
    <Card sx={{ p: { xs: 3, md: 4 }, textAlign: 'center', height: 1 }}>
      <Avatar
        aria-hidden
        sx={(theme) => ({
          width: 96,
          height: 96,
          mx: 'auto',
          mb: 2,
          fontSize: 36,
          fontWeight: 700,
          color: primaryTextTone(theme.palette),
          bgcolor: theme.alpha(theme.palette.primary.main, 0.12),
        })}
      >
        {initials(profile)}
      </Avatar>
      <Typography variant="h6" component="p" sx={{ wordBreak: 'break-word' }}>
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
