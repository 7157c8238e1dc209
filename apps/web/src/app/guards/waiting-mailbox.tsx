import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from '../../lib/translation';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/page/page-header';
import { usePageTitle } from '../../components/page/use-page-title';
import { SkipLink } from '../../components/page/skip-link';
import { paths } from '../../config/paths';
import { MailClient } from '../../features/mail/mail-client';
import { MainContent } from '../layouts/shared/main-content';
import { MinimalHeader } from '../layouts/shared/minimal-header';

/**
 * The mailbox of an account waiting for approval or refused (decision 013): the platform's decision with the
 * admin's words, and mail to the platform's team, who are its only contacts. Nothing else of the product.
 */
export function WaitingMailbox() {
  const { t } = useTranslation();
  const title = t('auth.pending.messages');
  usePageTitle(title);
  const back = (
    <Button
      component={RouterLink}
      to={paths.dashboard.root}
      variant="outlined"
      color="inherit"
      startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />}
    >
      {t('auth.pending.backToAccount')}
    </Button>
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <SkipLink />
      <MinimalHeader />
      <MainContent sx={{ py: { xs: 2, md: 4 } }}>
        <Container maxWidth="lg">
          <PageHeader title={title} subtitle={t('auth.pending.messagesHint')} action={back} />
          {/* Below the header, the title with its line and, on a phone, the back button under them. */}
          <MailClient defaultLabel="inbox" height={{ xs: 'calc(100dvh - 290px)', md: 'calc(100dvh - 260px)' }} />
        </Container>
      </MainContent>
    </Box>
  );
}
