import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { ChatScreen, type ChatScreenProps } from '../../../features/chat/chat-screen';
import type { ChatHrefs } from '../../../features/chat/chat-messenger';
import { myOrderHref } from './my-order-links';

const chat = paths.my.chat;
const hrefs: ChatHrefs = { list: chat.root, new: chat.new, conversation: chat.conversation, order: myOrderHref };

function MyChat({ mode }: Pick<ChatScreenProps, 'mode'>) {
  const { t } = useTranslation();
  const title = mode === 'new' ? t('pages.chat.new.title') : t('pages.chat.index.title');
  usePageTitle(title);
  const crumbs = [{ label: t('layout.customer.myOrders'), href: paths.my.dashboard }, ...(mode === 'list' ? [{ label: t('nav.chat') }] : [{ label: t('nav.chat'), href: chat.root }, { label: title }])];
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

/** /my/chat: the customer's conversations (their orders' and direct ones). */
export function MyChatPage() {
  return <MyChat mode="list" />;
}

export function MyChatNewPage() {
  return <MyChat mode="new" />;
}

/** /my/chat/{conversationKey}: an order's id opens that order's conversation. */
export function MyChatConversationPage() {
  return <MyChat mode="conversation" />;
}
