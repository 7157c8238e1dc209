import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Role } from '@pharmacy/shared/roles';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import { dashboardAppSchema } from '@pharmacy/shared/schemas/dashboard-app';
import { dashboardAnalyticsSchema } from '@pharmacy/shared/schemas/dashboard-analytics';
import { dashboardBankingSchema } from '@pharmacy/shared/schemas/dashboard-banking';
import { dashboardBookingSchema } from '@pharmacy/shared/schemas/dashboard-booking';
import { dashboardEcommerceSchema } from '@pharmacy/shared/schemas/dashboard-ecommerce';
import { dashboardFileSchema, dashboardRangeQuerySchema, type DateRange } from '@pharmacy/shared/schemas/dashboards';
import { CSV_CONTENT_TYPE } from '../../lib/csv';
import { errorSchema } from '../../lib/error-schema';
import { requireRole, requireUser } from '../../plugins/session';
import { todayWork } from './app/today-work';
import { analyticsDashboard } from './analytics';
import { analyticsDashboardCsv } from './analytics-csv';
import { bankingDashboard } from './banking';
import { bankingDashboardCsv } from './banking-csv';
import { bookingDashboard } from './booking';
import { bookingDashboardCsv } from './booking-csv';
import { ecommerceDashboard } from './ecommerce';
import { ecommerceDashboardCsv } from './ecommerce-csv';
import { fileDashboard, fileDashboardTables } from './file';
import { fileDashboardCsv } from './file-csv';

const tags = ['dashboards'];
const refused = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
/** A pharmacy's money and work: its staff, and admins over every pharmacy. */
const PHARMACY_ROLES = ['pharmacy', 'admin'] as const;

interface RangeDashboard {
  /** The address's last part: GET /api/dashboards/{name} and /{name}.csv. */
  name: string;
  /** The CSV file's name before its range: `banking-dashboard-2026-03-01-2026-03-31.csv`. */
  fileName: string;
  summary: string;
  csvSummary: string;
  /** The answer's contract; fastify's serializer holds `read`'s answer to it at run time. */
  schema: z.ZodType;
  /** Who may ask beyond an active account (none: every active person, for their own scope). */
  roles?: readonly Role[];
  read: (user: UserProfile, range: DateRange) => Promise<unknown>;
  /** The CSV file's text (it may read less than the whole answer). */
  csv: (user: UserProfile, range: DateRange) => Promise<string>;
}

/** A dashboard over a date range: its figures as JSON, and the same range as a CSV download that is never cached. */
function rangeDashboard(app: FastifyInstance, dashboard: RangeDashboard) {
  const caller = (request: FastifyRequest) =>
    dashboard.roles ? requireRole(request, dashboard.roles) : requireUser(request);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    `/api/dashboards/${dashboard.name}`,
    {
      schema: {
        tags,
        summary: dashboard.summary,
        querystring: dashboardRangeQuerySchema,
        response: { 200: dashboard.schema, ...refused },
      },
    },
    async (request) => dashboard.read(await caller(request), request.query),
  );
  routes.get(
    `/api/dashboards/${dashboard.name}.csv`,
    {
      schema: {
        tags,
        summary: dashboard.csvSummary,
        querystring: dashboardRangeQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...refused },
      },
    },
    async (request, reply) => {
      const range = request.query;
      const body = await dashboard.csv(await caller(request), range);
      return reply
        .type(CSV_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${dashboard.fileName}-${range.from}-${range.to}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
}

/**
 * The dashboards of issue 19, each for the signed-in active person's own scope (pending, refused and suspended
 * accounts are refused by requireUser). Contracts in packages/shared/src/schemas/dashboard*.ts.
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboards/app',
    {
      schema: {
        tags,
        summary:
          'Today’s work, by role: a pharmacy’s desk, a courier’s next deliveries, a customer’s orders and invoices, an admin’s approvals and platform health',
        response: { 200: dashboardAppSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => todayWork(app.db, await requireUser(request), app.serverHealth),
  );

  rangeDashboard(app, {
    name: 'file',
    fileName: 'files-dashboard',
    summary:
      'My storage (own files and, for pharmacy staff, my pharmacy’s): used and quota, by type, trash, uploads per day, recent and shared files',
    csvSummary: 'The file dashboard’s uploads per day and storage by type, as a CSV file',
    schema: dashboardFileSchema,
    read: (user, range) => fileDashboard(app.db, user, range),
    csv: async (user, range) => fileDashboardCsv({ range, ...(await fileDashboardTables(app.db, user, range)) }),
  });

  rangeDashboard(app, {
    name: 'banking',
    fileName: 'banking-dashboard',
    summary:
      'My pharmacy’s invoices (every pharmacy’s for an admin): issued, paid, open and overdue, money in per month and method, the quarter’s VAT per rate',
    csvSummary:
      'The banking dashboard’s money in per month and per method, and the quarter’s VAT per rate, as a CSV file',
    schema: dashboardBankingSchema,
    roles: PHARMACY_ROLES,
    read: (user, range) => bankingDashboard(app.db, user, range),
    csv: async (user, range) => bankingDashboardCsv(await bankingDashboard(app.db, user, range)),
  });

  rangeDashboard(app, {
    name: 'analytics',
    fileName: 'analytics-dashboard',
    summary:
      'Orders placed at my pharmacy (every pharmacy for an admin) over a range: per day and week, by type, lead times, rejection, substitution and failed-delivery counts, busiest hours, and the previous period',
    csvSummary:
      'The analytics dashboard’s orders per day, per hour and by type, and the two periods’ figures, as a CSV file',
    schema: dashboardAnalyticsSchema,
    roles: PHARMACY_ROLES,
    read: (user, range) => analyticsDashboard(app.db, user, range),
    csv: async (user, range) => analyticsDashboardCsv(await analyticsDashboard(app.db, user, range)),
  });

  rangeDashboard(app, {
    name: 'ecommerce',
    fileName: 'ecommerce-dashboard',
    summary:
      'My pharmacy’s shop (every pharmacy’s for an admin) over a range: sales, average basket, checkouts started and completed, open carts, sales per day and payment, top products, stock alerts',
    csvSummary: 'The e-commerce dashboard’s sales per day and per payment and its top products, as a CSV file',
    schema: dashboardEcommerceSchema,
    roles: PHARMACY_ROLES,
    read: (user, range) => ecommerceDashboard(app.db, user, range),
    csv: async (user, range) => ecommerceDashboardCsv(await ecommerceDashboard(app.db, user, range)),
  });

  rangeDashboard(app, {
    name: 'booking',
    fileName: 'booking-dashboard',
    summary:
      'My pharmacy’s pickups and deliveries per day, delivery slots, on-duty shifts and its couriers’ availability over a range (every pharmacy’s for an admin)',
    csvSummary: 'The booking dashboard’s days as a CSV file',
    schema: dashboardBookingSchema,
    roles: PHARMACY_ROLES,
    read: (user, range) => bookingDashboard(app.db, user, range),
    csv: async (user, range) => bookingDashboardCsv(await bookingDashboard(app.db, user, range)),
  });
};
