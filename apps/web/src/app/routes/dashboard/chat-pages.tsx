import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
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

function DashboardChat({ mode }: Pick<ChatScreenProps, 'mode'>) {
  const { t } = useTranslation();
  const title = mode === 'new' ? t('pages.chat.new.title') : t('pages.chat.index.title');
  usePageTitle(title);
  const crumbs =
    mode === 'list' ? dashboardCrumbs(t, { label: t('nav.chat') }) : dashboardCrumbs(t, { label: t('nav.chat'), href: chat.root }, { label: title });
  const action =
    mode === 'new' ? undefined : (
      <Button component={RouterLink} to={chat.new} variant="contained" startIcon={<AddIcon />}>
        {t('chat.new.action')}
      </Button>
    );
  return (
    <>
      <PageHeader title={t('pages.chat.index.title')} crumbs={crumbs} action={action} />
      <ChatScreen hrefs={hrefs} mode={mode} />
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
