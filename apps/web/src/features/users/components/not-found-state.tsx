import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import { useTranslation } from '../../../lib/translation';

/** An unknown person inside the page: what happened and the way back (not the site's 404 page). */
export function NotFoundState({ backTo }: { backTo: string }) {
  const { t } = useTranslation();
  return (
    <Card sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }} role="status">
      <PersonSearchOutlinedIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} />
      <Typography variant="h6" component="h2">
        {t('people.users.notFound.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>
        {t('people.users.notFound.body')}
      </Typography>
      <Button component={RouterLink} to={backTo} variant="contained">
        {t('people.users.notFound.back')}
      </Button>
    </Card>
  );
}
