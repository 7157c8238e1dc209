import type { ReactElement } from 'react';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import LocalPharmacyOutlined from '@mui/icons-material/LocalPharmacyOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import MailOutline from '@mui/icons-material/MailOutlineOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import TwoWheelerOutlined from '@mui/icons-material/TwoWheelerOutlined';

/** Icons of the top-level navigation items, by `NAV` item id. */
const ICONS: Record<string, ReactElement> = {
  app: <DashboardOutlined />,
  ecommerce: <ShoppingBagOutlined />,
  analytics: <BarChartOutlined />,
  banking: <AccountBalanceOutlined />,
  booking: <EventAvailableOutlined />,
  file: <InsertDriveFileOutlined />,
  order: <AssignmentOutlined />,
  deliveries: <TwoWheelerOutlined />,
  invoice: <ReceiptLongOutlined />,
  'e-commerce': <StorefrontOutlined />,
  'my-pharmacy': <LocalPharmacyOutlined />,
  'my-courier': <TwoWheelerOutlined />,
  user: <GroupOutlined />,
  pharmacy: <LocalPharmacyOutlined />,
  shipper: <LocalShippingOutlined />,
  blog: <ArticleOutlined />,
  'files-manager': <FolderOutlined />,
  platform: <TuneOutlined />,
  mail: <MailOutline />,
  chat: <ChatBubbleOutline />,
  calendar: <CalendarMonthOutlined />,
  kanban: <ViewKanbanOutlined />,
};

export function navIcon(id: string): ReactElement {
  return ICONS[id] ?? <DashboardOutlined />;
}
