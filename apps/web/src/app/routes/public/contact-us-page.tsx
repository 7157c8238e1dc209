import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MailOutline from '@mui/icons-material/MailOutlineOutlined';
import { useTranslation } from '../../../lib/translation';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { paths } from '../../../config/paths';
import { CONTACT_EMAIL } from '../../../config/site';
import { ContactForm } from '../../../features/contact/contact-form';

/** How to reach us: the contact form (to the admins and the platform's e-mail) and the configured platform address. */
export function ContactUsPage() {
  const { t } = useTranslation();
  const title = t('pages.contact.title');
  usePageTitle(title);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 10 } }}>
      <PageHeader
        title={title}
        subtitle={t('pages.contact.subtitle')}
        crumbs={[{ label: t('layout.links.home'), href: paths.root }, { label: title }]}
      />
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('pages.contact.orderQuestion.title')}
          </Typography>
          <Typography variant="body1" sx={{ color: 'text.secondary' }}>
            {t('pages.contact.orderQuestion.text')}
          </Typography>
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('pages.contact.platform.title')}
          </Typography>
          <Typography variant="body1" sx={{ color: 'text.secondary', mb: 2 }}>
            {t('pages.contact.platform.text')}
          </Typography>
          <Link
            href={`mailto:${CONTACT_EMAIL}`}
            variant="h6"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, wordBreak: 'break-all' }}
          >
            <MailOutline aria-hidden />
            <bdi dir="ltr">{CONTACT_EMAIL}</bdi>
          </Link>
        </Paper>
        <ContactForm />
      </Stack>
    </Container>
  );
}
