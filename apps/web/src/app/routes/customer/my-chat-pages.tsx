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
import { myOrderHref } from './my-order-links';

const chat = paths.my.chat;
const hrefs: ChatHrefs = { list: chat.root, new: chat.new, conversation: chat.conversation, order: myOrderHref };

/** The layout's header and the page header above the messenger (px). */
const OFFSET = { xs: 150, md: 250 };

function MyChat({ mode }: Pick<ChatScreenProps, 'mode'>) {
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
  const crumbs = [
    { label: t('layout.customer.myOrders'), href: paths.my.dashboard },
    ...(mode === 'list' ? [{ label: t('nav.chat') }] : [{ label: t('nav.chat'), href: chat.root }, { label: title }]),
  ];
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
