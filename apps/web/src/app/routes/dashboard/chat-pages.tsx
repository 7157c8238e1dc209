import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { dashboardCrumbs } from './dashboard-crumbs';
import { ParamCrumb } from './param-crumb';
import { UpcomingPage } from './upcoming-page';

const chat = paths.dashboard.chat;

export function ChatPage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.chat.index.title')}
      description={t('pages.chat.index.description')}
      crumbs={dashboardCrumbs(t, { label: t('nav.chat') })}
    />
  );
}

export function ChatNewPage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.chat.new.title')}
      description={t('pages.chat.new.description')}
      crumbs={dashboardCrumbs(t, { label: t('nav.chat'), href: chat.root }, { label: t('pages.chat.new.title') })}
    />
  );
}

export function ChatConversationPage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.chat.conversation.title')}
      description={t('pages.chat.conversation.description')}
      crumbs={dashboardCrumbs(t, { label: t('nav.chat'), href: chat.root }, { label: <ParamCrumb name="conversationKey" ltr /> })}
    />
  );
}
