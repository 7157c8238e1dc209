import type { DashboardApp } from '@pharmacy/shared/schemas/dashboard-app';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../../db/client';
import type { ServerHealth } from '../../../plugins/request-log';
import { adminApp } from './admin';
import { customerApp } from './customer';
import { pharmacyApp } from './pharmacy';
import { shipperApp } from './shipper';

/** GET /api/dashboards/app: the signed-in person's today, by their role (each within its own scope). */
export function todayWork(db: Db, user: UserProfile, health: ServerHealth, now = new Date()): Promise<DashboardApp> {
  switch (user.role) {
    case 'pharmacy':
      return pharmacyApp(db, user, now);
    case 'shipper':
      return shipperApp(db, user, now);
    case 'customer':
      return customerApp(db, user);
    case 'admin':
      return adminApp(db, health, now);
  }
}
