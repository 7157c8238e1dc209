import type { DashboardEcommerce } from '@pharmacy/shared/schemas/dashboard-ecommerce';
import { toCsv } from '../../lib/csv';

const HEADER = ['table', 'key', 'orders_or_units', 'total_cents'];

/** The e-commerce dashboard's tables in one sheet: sales per day, per payment choice, the top products. */
export function ecommerceDashboardCsv(figures: DashboardEcommerce): string {
  return toCsv(HEADER, [
    ...figures.perDay.map((d) => ['sales_per_day', d.date, d.orders, d.totalCents]),
    ...figures.byPayment.map((p) => ['sales_by_payment', p.method, p.orders, p.totalCents]),
    ...figures.topProducts.map((p) => ['top_products', p.name, p.units, p.totalCents]),
  ]);
}
