import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';

export interface DirectoryCardProps {
  name: string;
  avatar: ReactNode;
  /** Under the name, e.g. the town or the vehicle. */
  subtitle: ReactNode;
  profileHref: string;
  /** No edit link when absent (people who may not edit). */
  editHref?: string;
  /** The card's body under the header. */
  children: ReactNode;
}

/** One entry of a directory: avatar and name, what differs per directory, then "View profile" and "Edit". */
export function DirectoryCard({ name, avatar, subtitle, profileHref, editHref, children }: DirectoryCardProps) {
  const { t } = useTranslation();
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          {avatar}
          <div style={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
              {name}
            </Typography>
            {subtitle}
          </div>
        </Stack>
        {children}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          size="small"
          component={RouterLink}
          to={profileHref}
          aria-label={t('people.common.profileOf', { name })}
        >
          {t('people.common.viewProfile')}
        </Button>
        {editHref !== undefined && (
          <Button size="small" component={RouterLink} to={editHref} aria-label={t('people.common.editName', { name })}>
            {t('people.common.edit')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
