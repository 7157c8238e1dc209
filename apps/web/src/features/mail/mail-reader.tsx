import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ForwardIcon from '@mui/icons-material/Forward';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ReplyAllIcon from '@mui/icons-material/ReplyAll';
import ReplyIcon from '@mui/icons-material/Reply';
import { useTranslation } from '../../lib/translation';
import type { Mail, MailLabel } from '@pharmacy/shared/schemas/mail';
import { isMailMissing, useMail } from '../../api/mail';
import { useUpdateMailFlags } from '../../api/mail-mutations';
import { useCurrentLanguage } from '../../components/language/use-current-language';
import { QueryBoundary } from '../../components/query-boundary/query-boundary';
import { forwardValues, replyValues, type ComposeValues } from './compose-values';
import type { ComposeMode } from './compose-dialog';
import { MailAttachments } from './mail-attachments';
import { MailBody } from './mail-body';
import { formatMailDate, peopleNames, personName } from './mail-format';
import { MailReaderActions } from './mail-reader-actions';
import { noticeDetails, NoticeTitle } from './notice-text';
import { SenderAvatar } from './sender-avatar';

export interface MailReaderProps {
  mailId: string;
  labels: readonly MailLabel[];
  selfId: string | undefined;
  onBack: () => void;
  /** The mail left the current view: the reader closes. */
  onLeave: () => void;
  onCompose: (mode: ComposeMode, values: ComposeValues) => void;
}

/** Opening a mail does not mark it read on the server: the reader says so once per mail. */
function useMarkRead(mail: Mail | undefined) {
  const flags = useUpdateMailFlags();
  const done = useRef<string | null>(null);
  const { mutate } = flags;
  useEffect(() => {
    if (!mail || !mail.isUnread || done.current === mail.id) return;
    done.current = mail.id;
    mutate({ id: mail.id, flags: { isUnread: false } });
  }, [mail, mutate]);
}

function ReaderSkeleton() {
  return (
    <Box sx={{ p: 3 }}>
      <Skeleton variant="text" width="60%" height={36} />
      <Stack direction="row" spacing={1.5} sx={{ my: 2 }}>
        <Skeleton variant="circular" width={44} height={44} />
        <Box sx={{ flex: 1 }}>
          <Skeleton variant="text" width="40%" />
          <Skeleton variant="text" width="30%" />
        </Box>
      </Stack>
      {[90, 95, 80, 60].map((w) => (
        <Skeleton key={w} variant="text" width={`${w}%`} />
      ))}
    </Box>
  );
}

/** One open mail: who, to whom, when, its labels and flags, its text (or a notice in the reader's words), its files. */
export function MailReader({ mailId, labels, selfId, onBack, onLeave, onCompose }: MailReaderProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const query = useMail(mailId);
  useMarkRead(query.data?.mail);
  return (
    <QueryBoundary
      query={query}
      loading={<ReaderSkeleton />}
      loadingLabel={t('mail.reader.loading')}
      errorTitle={t('mail.errorTitle')}
      sx={{ p: 3 }}
      renderError={(error) =>
        isMailMissing(error) ? (
          <Box sx={{ p: 3 }}>
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" onClick={onBack}>
                  {t('mail.reader.back')}
                </Button>
              }
            >
              {t('mail.reader.notFound')}
            </Alert>
          </Box>
        ) : undefined
      }
    >
      {({ mail }) => {
        const date = formatMailDate(mail.createdAt, language);
        const mine = labels.filter((l) => mail.labelIds.includes(l.id));
        const canReply =
          !mail.notice &&
          (mail.folder === 'sent' ? mail.to.some((p) => p.id) : Boolean(mail.from.id) && mail.from.id !== selfId);
        const others = mail.to.filter((p) => p.id && p.id !== selfId);
        return (
          <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
            <MailReaderActions mail={mail} labels={labels} onBack={onBack} onLeave={onLeave} />
            <Box
              component="article"
              aria-labelledby="mail-subject"
              sx={{ flex: 1, overflowY: 'auto', p: { xs: 2, sm: 3 } }}
            >
              <Typography id="mail-subject" variant="h5" component="h2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
                {mail.notice ? <NoticeTitle notice={mail.notice} /> : <bdi>{mail.subject || t('mail.noSubject')}</bdi>}
              </Typography>
              {(mine.length > 0 || mail.kind === 'announcement') && (
                <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: 'wrap', mb: 1.5 }}>
                  {mail.kind === 'announcement' && (
                    <Chip size="small" color="info" label={t('mail.reader.announcement')} />
                  )}
                  {mine.map((l) => (
                    // The label's colour as a dot: text on an arbitrary colour would not always be readable.
                    <Chip
                      key={l.id}
                      size="small"
                      variant="outlined"
                      label={l.name}
                      icon={
                        <Box
                          component="span"
                          sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: l.color ?? 'text.disabled' }}
                        />
                      }
                    />
                  ))}
                </Stack>
              )}
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', mb: 2 }}>
                <SenderAvatar person={mail.from} name={personName(t, mail.from)} size={44} />
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Typography variant="subtitle2" component="p">
                    <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                      {t('mail.reader.from')}:{' '}
                    </Box>
                    {personName(t, mail.from)}
                    {mail.from.role && (
                      <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                        {' '}
                        · {t(`auth.roleNames.${mail.from.role}`)}
                      </Box>
                    )}
                  </Typography>
                  {mail.to.length > 0 && (
                    <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                      {t('mail.reader.to')}: {peopleNames(t, mail.to)}
                    </Typography>
                  )}
                  <Typography
                    variant="caption"
                    component="time"
                    dateTime={mail.createdAt}
                    sx={{ color: 'text.secondary' }}
                  >
                    {date}
                  </Typography>
                </Box>
              </Stack>
              <Divider sx={{ mb: 2 }} />
              {mail.notice ? (
                <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                  {noticeDetails(t, mail.notice).map((line) => (
                    <Typography key={line} variant="body2">
                      {line}
                    </Typography>
                  ))}
                  {mail.notice.link && (
                    <Button
                      component={RouterLink}
                      to={mail.notice.link}
                      variant="contained"
                      endIcon={<OpenInNewIcon />}
                    >
                      {t('mail.reader.openNotice')}
                    </Button>
                  )}
                </Stack>
              ) : (
                <MailBody html={mail.message} />
              )}
              {mail.attachments.length > 0 && (
                <Box sx={{ mt: 3 }}>
                  <MailAttachments attachments={mail.attachments} />
                </Box>
              )}
              {!mail.notice && (
                <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 4, flexWrap: 'wrap' }}>
                  {canReply && (
                    <Button
                      variant="outlined"
                      color="inherit"
                      startIcon={<ReplyIcon sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />}
                      onClick={() =>
                        onCompose('reply', replyValues(t, mail, date, { all: mail.folder === 'sent', selfId }))
                      }
                    >
                      {t('mail.actions.reply')}
                    </Button>
                  )}
                  {canReply && mail.folder !== 'sent' && others.length > 0 && (
                    <Button
                      variant="outlined"
                      color="inherit"
                      startIcon={<ReplyAllIcon sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />}
                      onClick={() => onCompose('reply', replyValues(t, mail, date, { all: true, selfId }))}
                    >
                      {t('mail.actions.replyAll')}
                    </Button>
                  )}
                  <Button
                    variant="outlined"
                    color="inherit"
                    startIcon={<ForwardIcon sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />}
                    onClick={() => onCompose('forward', forwardValues(t, mail, date))}
                  >
                    {t('mail.actions.forward')}
                  </Button>
                </Stack>
              )}
            </Box>
          </Box>
        );
      }}
    </QueryBoundary>
  );
}
