import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from '../../lib/translation';

export interface ContactSentProps {
  email: string;
  onAnother: () => void;
}

/** The confirmation that replaces the form; focus moves to it so a screen reader announces it. */
export function ContactSent({ email, onAnother }: ContactSentProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }} role="status">
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <MarkEmailReadOutlined color="primary" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h5" component="h2" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
          {t('pages.contact.form.sentTitle')}
        </Typography>
        <Typography variant="body1" sx={{ color: 'text.secondary' }}>
          <Trans i18nKey="pages.contact.form.sentText" values={{ email }} components={{ email: <bdi dir="ltr" /> }} />
        </Typography>
        <Button variant="outlined" onClick={onAnother}>
          {t('pages.contact.form.another')}
        </Button>
      </Stack>
    </Paper>
  );
}
