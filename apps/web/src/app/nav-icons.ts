import {
  IconBuildingStore,
  IconChartBar,
  IconClipboardList,
  IconFileInvoice,
  IconFileText,
  IconSettings,
  IconTable,
  IconUsers,
} from '@tabler/icons-react';
import type { PermissionKey } from '@tenderdesk/domain/permissions';

export const NAV_ICONS: Record<PermissionKey, typeof IconUsers> = {
  manageSuppliers: IconBuildingStore,
  manageTenders: IconFileText,
  purchaseRequests: IconClipboardList,
  purchaseOrders: IconFileInvoice,
  reports: IconChartBar,
  masterTables: IconTable,
  subAdmin: IconUsers,
  settings: IconSettings,
};
