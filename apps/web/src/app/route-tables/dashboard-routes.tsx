import type { LazyRouteFunction, RouteObject } from 'react-router';
import { dashboardRoles } from '../../config/access';
import { paths } from '../../config/paths';
import { AuthGuard } from '../guards/auth-guard';
import { RoleGuard } from '../guards/role-guard';
import { CORE_TEXTS, DASHBOARD_TEXTS, FILE_TEXTS, lazyPage, PAGE_TEXTS, WORK_TEXTS } from './lazy-page';
import { pageModules } from './page-modules';
import { Redirect } from './redirect';

const d = paths.dashboard;

/** One dashboard page behind the role rule of its pattern (config/access.ts); a pattern without a rule throws. */
function page(pattern: string, lazy: LazyRouteFunction<RouteObject>): RouteObject {
  return {
    path: pattern,
    element: <RoleGuard area="dashboard" roles={dashboardRoles(pattern)} />,
    children: [{ index: true, lazy }],
  };
}

const invoices = () => import('../routes/dashboard/invoice-pages');
const shop = () => import('../routes/dashboard/ecommerce-pages');
const blog = () => import('../routes/dashboard/blog-pages');
const mail = () => import('../routes/dashboard/mail-pages');
const chat = () => import('../routes/dashboard/chat-pages');
const pharmacyPages = () => import('../routes/dashboard/pharmacy-pages');
const pharmacyDirectory = () => import('../routes/dashboard/pharmacy-directory-pages');
const pharmacyForms = () => import('../routes/dashboard/pharmacy-form-pages');
const shipperPages = () => import('../routes/dashboard/shipper-pages');
const shipperDirectory = () => import('../routes/dashboard/shipper-directory-pages');
const userList = lazyPage(() => import('../../features/users/routes/user-list'), 'UserListPage');
const account = lazyPage(() => import('../routes/account/own-account-page'), 'OwnAccountPage');
const medicineSearch = lazyPage(
  () => import('../../features/catalogue/routes/medicine-search-page'),
  'MedicineSearchPage',
);
// A shop product (its name is a shop slug) or a catalogue medicine: the page tells them apart.
const productDetails = lazyPage(() => import('../routes/dashboard/product-details-page'), 'DashboardProductPage');
const orderList = lazyPage(() => import('../routes/dashboard/order-list-page'), 'OrderListPage');
const orderDetails = lazyPage(() => import('../routes/dashboard/order-details-page'), 'OrderDetailsPage');
const orderEdit = lazyPage(() => import('../routes/dashboard/order-edit-page'), 'OrderEditPage');
const orderNew = lazyPage(() => import('../routes/dashboard/order-new-page'), 'OrderNewPage');

/** The pages inside the dashboard layout (exported for tests that render pages without the frame). */
export const dashboardPages: RouteObject[] = [
  { index: true, element: <Redirect to={d.general.app} /> },
  page(d.general.app, lazyPage(pageModules.appDashboard, 'AppDashboardPage', DASHBOARD_TEXTS)),
  page(d.general.ecommerce, lazyPage(() => import('../routes/dashboard/ecommerce-dashboard-page'), 'EcommerceDashboardPage', DASHBOARD_TEXTS)),
  page(d.general.analytics, lazyPage(() => import('../routes/dashboard/analytics-dashboard-page'), 'AnalyticsDashboardPage', DASHBOARD_TEXTS)),
  page(d.general.banking, lazyPage(() => import('../routes/dashboard/banking-dashboard-page'), 'BankingDashboardPage', DASHBOARD_TEXTS)),
  page(d.general.booking, lazyPage(() => import('../routes/dashboard/booking-dashboard-page'), 'BookingDashboardPage', DASHBOARD_TEXTS)),
  page(d.general.file, lazyPage(() => import('../routes/dashboard/file-dashboard-page'), 'FileDashboardPage', DASHBOARD_TEXTS)),

  page(d.kanban, lazyPage(() => import('../routes/dashboard/kanban-page'), 'KanbanPage')),
  page(d.calendar, lazyPage(() => import('../routes/dashboard/calendar-page'), 'CalendarPage')),
  page(d.fileManager, lazyPage(() => import('../routes/dashboard/file-manager-page'), 'FileManagerPage', FILE_TEXTS)),
  page(d.platform, lazyPage(() => import('../../features/platform/platform-settings-page'), 'PlatformSettingsPage')),
  page(
    d.permissionDenied,
    lazyPage(() => import('../routes/dashboard/permission-denied-page'), 'PermissionDeniedPage', PAGE_TEXTS),
  ),
  page(
    d.blank,
    lazyPage(() => import('../routes/dashboard/blank-page'), 'BlankPage', PAGE_TEXTS),
  ),

  page(d.mail.root, lazyPage(mail, 'MailPage')),
  page(d.mail.all, lazyPage(mail, 'MailAllPage')),
  page(d.chat.root, lazyPage(chat, 'ChatPage')),
  page(d.chat.new, lazyPage(chat, 'ChatNewPage')),
  page(d.chat.conversation.pattern, lazyPage(chat, 'ChatConversationPage')),

  page(d.user.root, userList),
  page(d.user.list, userList),
  page(
    d.user.cards,
    lazyPage(() => import('../../features/users/routes/user-cards'), 'UserCardsPage'),
  ),
  page(
    d.user.new,
    lazyPage(() => import('../../features/users/routes/user-new'), 'UserNewPage'),
  ),
  page(
    d.user.profile,
    lazyPage(() => import('../../features/users/routes/user-profile'), 'UserProfilePage'),
  ),
  page(d.user.account, account),
  page(
    d.user.edit.pattern,
    lazyPage(() => import('../../features/users/routes/user-edit'), 'UserEditPage'),
  ),

  page(d.pharmacy.root, lazyPage(pharmacyDirectory, 'PharmacyListPage')),
  page(d.pharmacy.list, lazyPage(pharmacyDirectory, 'PharmacyListPage')),
  page(d.pharmacy.cards, lazyPage(pharmacyDirectory, 'PharmacyCardsPage')),
  page(d.pharmacy.new, lazyPage(pharmacyForms, 'PharmacyNewPage', WORK_TEXTS)),
  page(d.pharmacy.profile, lazyPage(pharmacyPages, 'PharmacyProfilePage')),
  page(d.pharmacy.account, lazyPage(pharmacyPages, 'PharmacyAccountPage')),
  page(d.pharmacy.edit.pattern, lazyPage(pharmacyForms, 'PharmacyEditPage', WORK_TEXTS)),

  page(d.shipper.root, lazyPage(shipperDirectory, 'ShipperListPage')),
  page(d.shipper.list, lazyPage(shipperDirectory, 'ShipperListPage')),
  page(d.shipper.cards, lazyPage(shipperDirectory, 'ShipperCardsPage')),
  page(d.shipper.new, lazyPage(shipperPages, 'ShipperNewPage')),
  page(d.shipper.profile, lazyPage(shipperPages, 'ShipperProfilePage')),
  page(d.shipper.account, lazyPage(shipperPages, 'ShipperAccountPage')),
  page(d.shipper.edit.pattern, lazyPage(shipperPages, 'ShipperEditPage')),

  page(d.eCommerce.root, lazyPage(shop, 'ShopPage')),
  page(d.eCommerce.shop, lazyPage(shop, 'ShopPage')),
  page(d.eCommerce.list, lazyPage(() => import('../../features/shop-manage/routes/product-list-page'), 'ShopProductListPage')),
  page(d.eCommerce.catalogue, medicineSearch),
  page(d.eCommerce.discounts, lazyPage(() => import('../../features/shop-discounts/discounts-page'), 'DiscountsPage')),
  page(d.eCommerce.checkout, lazyPage(shop, 'CheckoutPage')),
  page(d.product.new, lazyPage(shop, 'ProductNewPage')),
  page(d.product.details.pattern, productDetails),
  page(d.product.edit.pattern, lazyPage(shop, 'ProductEditPage')),

  page(d.invoice.root, lazyPage(invoices, 'InvoiceRootPage')),
  page(d.invoice.list, lazyPage(invoices, 'InvoiceListPage')),
  page(d.invoice.new, lazyPage(invoices, 'InvoiceNewPage')),
  page(d.invoice.details.pattern, lazyPage(invoices, 'InvoiceDetailsPage')),
  page(d.invoice.edit.pattern, lazyPage(invoices, 'InvoiceEditPage')),

  page(d.order.root, orderList),
  page(d.order.list, orderList),
  page(d.order.new, orderNew),
  page(d.order.details.pattern, orderDetails),
  page(d.order.edit.pattern, orderEdit),

  page(d.blog.root, lazyPage(blog, 'BlogPostsPage', PAGE_TEXTS)),
  page(d.blog.posts, lazyPage(blog, 'BlogPostsPage', PAGE_TEXTS)),
  // The editor's toolbar texts are in the 'work' part: these pages load every part.
  page(d.blog.new, lazyPage(blog, 'BlogNewPage')),
  page(d.blog.post.pattern, lazyPage(blog, 'BlogPostPage')),
];

/** The staff dashboard: signed-in, approved staff; each page adds its role rule. */
export const dashboardRoutes: RouteObject[] = [
  {
    path: d.root,
    element: <AuthGuard area="dashboard" />,
    children: [
      {
        lazy: lazyPage(pageModules.dashboardLayout, 'DashboardLayout', CORE_TEXTS),
        children: dashboardPages,
      },
    ],
  },
];
