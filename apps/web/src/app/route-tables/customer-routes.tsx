import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { AuthGuard } from '../guards/auth-guard';
import { CUSTOMER_HOME_PARTS } from '../../locales/translation-parts';
import { CORE_TEXTS, FILE_TEXTS, lazyPage } from './lazy-page';
import { pageModules } from './page-modules';
import { Redirect } from './redirect';

const chat = () => import('../routes/customer/my-chat-pages');

/** The customer area: signed-in customers only; staff are sent to the dashboard. */
export const customerRoutes: RouteObject[] = [
  {
    path: paths.my.root,
    element: <AuthGuard area="customer" />,
    children: [
      {
        lazy: lazyPage(pageModules.customerLayout, 'CustomerLayout', CORE_TEXTS),
        children: [
          { index: true, element: <Redirect to={paths.my.dashboard} /> },
          {
            path: paths.my.dashboard,
            lazy: lazyPage(pageModules.myDashboard, 'MyDashboardPage', CUSTOMER_HOME_PARTS),
          },
          { path: paths.my.order, lazy: lazyPage(pageModules.myOrder, 'MyOrderPage') },
          { path: paths.my.chat.root, lazy: lazyPage(chat, 'MyChatPage') },
          { path: paths.my.chat.new, lazy: lazyPage(chat, 'MyChatNewPage') },
          { path: paths.my.chat.conversation.pattern, lazy: lazyPage(chat, 'MyChatConversationPage') },
          { path: paths.my.mail, lazy: lazyPage(() => import('../routes/customer/my-mail-page'), 'MyMailPage') },
          { path: paths.my.calendar, lazy: lazyPage(() => import('../routes/customer/my-calendar-page'), 'MyCalendarPage') },
          { path: paths.my.files, lazy: lazyPage(() => import('../routes/customer/my-files-page'), 'MyFilesPage', FILE_TEXTS) },
          {
            path: paths.my.account,
            lazy: lazyPage(() => import('../routes/account/own-account-page'), 'OwnAccountPage'),
          },
        ],
      },
    ],
  },
];
