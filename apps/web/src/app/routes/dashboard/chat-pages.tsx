import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from '../../../lib/translation';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { visuallyHidden } from '../../../components/page/visually-hidden';
import { ChatScreen, type ChatScreenProps } from '../../../features/chat/chat-screen';
import type { ChatHrefs } from '../../../features/chat/chat-messenger';
import { dashboardCrumbs } from './dashboard-crumbs';

const chat = paths.dashboard.chat;
const hrefs: ChatHrefs = {
  list: chat.root,
  new: chat.new,
  conversation: chat.conversation,
  order: paths.dashboard.order.details,
};

/** The layout's header and the page header above the messenger (px). */
const OFFSET = { xs: 120, md: 250 };

function DashboardChat({ mode }: Pick<ChatScreenProps, 'mode'>) {
  const { t } = useTranslation();
  const theme = useTheme();
  const title = t(
    mode === 'new'
      ? 'pages.chat.new.title'
      : mode === 'conversation'
        ? 'pages.chat.conversation.title'
        : 'pages.chat.index.title',
  );
  usePageTitle(title);
  const crumbs =
    mode === 'list'
      ? dashboardCrumbs(t, { label: t('nav.chat') })
      : dashboardCrumbs(t, { label: t('nav.chat'), href: chat.root }, { label: title });
  const action =
    mode === 'new' ? undefined : (
      <Button component={RouterLink} to={chat.new} variant="contained" startIcon={<AddIcon />}>
        {t('chat.new.action')}
      </Button>
    );
  return (
    <>
      {/* On a phone an open conversation takes the whole screen (its own header has the way back); the h1 stays for screen readers. */}
      <Box sx={mode === 'list' ? undefined : { [theme.breakpoints.down('md')]: visuallyHidden }}>
        <PageHeader title={t('pages.chat.index.title')} crumbs={crumbs} action={action} />
      </Box>
      <ChatScreen hrefs={hrefs} mode={mode} offset={OFFSET} />
    </>
  );
}

/** /dashboard/chat: the conversations, none open. */
export function ChatPage() {
  return <DashboardChat mode="list" />;
}

/** /dashboard/chat/new: write to a contact. */
export function ChatNewPage() {
  return <DashboardChat mode="new" />;
}

/** /dashboard/chat/{conversationKey}: one conversation (an order's id opens that order's). */
export function ChatConversationPage() {
  return <DashboardChat mode="conversation" />;
}
