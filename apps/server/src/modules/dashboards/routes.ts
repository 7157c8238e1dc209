import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardAppSchema } from '@pharmacy/shared/schemas/dashboard-app';
import { dashboardAnalyticsSchema } from '@pharmacy/shared/schemas/dashboard-analytics';
import { dashboardBankingSchema } from '@pharmacy/shared/schemas/dashboard-banking';
import { dashboardBookingSchema } from '@pharmacy/shared/schemas/dashboard-booking';
import { dashboardEcommerceSchema } from '@pharmacy/shared/schemas/dashboard-ecommerce';
import { dashboardFileSchema, dashboardRangeQuerySchema } from '@pharmacy/shared/schemas/dashboards';
import { CSV_CONTENT_TYPE } from '../../lib/csv';
import { errorSchema } from '../../lib/error-schema';
import { requireRole, requireUser } from '../../plugins/session';
import { todayWork } from './app/today-work';
import { analyticsDashboard } from './analytics';
import { analyticsDashboardCsv, analyticsDashboardCsvName } from './analytics-csv';
import { bankingDashboard } from './banking';
import { bankingDashboardCsv, bankingDashboardCsvName } from './banking-csv';
import { bookingDashboard } from './booking';
import { bookingDashboardCsv, bookingDashboardCsvName } from './booking-csv';
import { ecommerceDashboard } from './ecommerce';
import { ecommerceDashboardCsv, ecommerceDashboardCsvName } from './ecommerce-csv';
import { fileDashboard, fileDashboardTables } from './file';
import { fileDashboardCsv, fileDashboardCsvName } from './file-csv';

const tags = ['dashboards'];
const refused = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
/** A pharmacy's money and work: its staff, and admins over every pharmacy. */
const PHARMACY_ROLES = ['pharmacy', 'admin'] as const;

/** A dashboard's CSV as a download named after its range, never cached. */
function sendCsv(reply: FastifyReply, name: string, body: string) {
  return reply
    .type(CSV_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}

/**
 * The dashboards of issue 19, each for the signed-in active person's own scope (pending, refused and suspended
 * accounts are refused by requireUser). Contract in packages/shared/src/schemas/dashboards.ts.
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

  app.get(
    '/api/dashboards/file',
    {
      schema: {
        tags,
        summary:
          'My storage (own files and, for pharmacy staff, my pharmacy’s): used and quota, by type, trash, uploads per day, recent and shared files',
        querystring: dashboardRangeQuerySchema,
        response: { 200: dashboardFileSchema, ...refused },
      },
    },
    async (request) => fileDashboard(app.db, await requireUser(request), request.query),
  );

  app.get(
    '/api/dashboards/file.csv',
    {
      schema: {
        tags,
        summary: 'The file dashboard’s uploads per day and storage by type, as a CSV file',
        querystring: dashboardRangeQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...refused },
      },
    },
    async (request, reply) => {
      const range = request.query;
      const figures = { range, ...(await fileDashboardTables(app.db, await requireUser(request), range)) };
      return sendCsv(reply, fileDashboardCsvName(figures), fileDashboardCsv(figures));
    },
  );

  app.get(
    '/api/dashboards/banking',
    {
      schema: {
        tags,
        summary:
          'My pharmacy’s invoices (every pharmacy’s for an admin): issued, paid, open and overdue, money in per month and method, the quarter’s VAT per rate',
        querystring: dashboardRangeQuerySchema,
        response: { 200: dashboardBankingSchema, ...refused },
      },
    },
    async (request) => bankingDashboard(app.db, await requireRole(request, PHARMACY_ROLES), request.query),
  );

  app.get(
    '/api/dashboards/banking.csv',
    {
      schema: {
        tags,
        summary:
          'The banking dashboard’s money in per month and per method, and the quarter’s VAT per rate, as a CSV file',
        querystring: dashboardRangeQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...refused },
      },
    },
    async (request, reply) => {
      const figures = await bankingDashboard(app.db, await requireRole(request, PHARMACY_ROLES), request.query);
      return sendCsv(reply, bankingDashboardCsvName(figures), bankingDashboardCsv(figures));
    },
  );

  app.get(
    '/api/dashboards/analytics',
    {
      schema: {
        tags,
        summary:
          'Orders placed at my pharmacy (every pharmacy for an admin) over a range: per day and week, by type, lead times, rejection, substitution and failed-delivery counts, busiest hours, and the previous period',
        querystring: dashboardRangeQuerySchema,
        response: { 200: dashboardAnalyticsSchema, ...refused },
      },
    },
    async (request) => analyticsDashboard(app.db, await requireRole(request, PHARMACY_ROLES), request.query),
  );

  app.get(
    '/api/dashboards/analytics.csv',
    {
      schema: {
        tags,
        summary:
          'The analytics dashboard’s orders per day, per hour and by type, and the two periods’ figures, as a CSV file',
        querystring: dashboardRangeQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...refused },
      },
    },
    async (request, reply) => {
      const figures = await analyticsDashboard(app.db, await requireRole(request, PHARMACY_ROLES), request.query);
      return sendCsv(reply, analyticsDashboardCsvName(figures), analyticsDashboardCsv(figures));
    },
  );

  app.get(
    '/api/dashboards/ecommerce',
    {
      schema: {
        tags,
        summary:
          'My pharmacy’s shop (every pharmacy’s for an admin) over a range: sales, average basket, checkouts started and completed, open carts, sales per day and payment, top products, stock alerts',
        querystring: dashboardRangeQuerySchema,
        response: { 200: dashboardEcommerceSchema, ...refused },
      },
    },
    async (request) => ecommerceDashboard(app.db, await requireRole(request, PHARMACY_ROLES), request.query),
  );

  app.get(
    '/api/dashboards/ecommerce.csv',
    {
      schema: {
        tags,
        summary: 'The e-commerce dashboard’s sales per day and per payment and its top products, as a CSV file',
        querystring: dashboardRangeQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...refused },
      },
    },
    async (request, reply) => {
      const figures = await ecommerceDashboard(app.db, await requireRole(request, PHARMACY_ROLES), request.query);
      return sendCsv(reply, ecommerceDashboardCsvName(figures), ecommerceDashboardCsv(figures));
    },
  );

  app.get(
    '/api/dashboards/booking',
    {
      schema: {
        tags,
        summary:
          'My pharmacy’s pickups and deliveries per day, delivery slots, on-duty shifts and its couriers’ availability over a range (every pharmacy’s for an admin)',
        querystring: dashboardRangeQuerySchema,
        response: { 200: dashboardBookingSchema, ...refused },
      },
    },
    async (request) => bookingDashboard(app.db, await requireRole(request, PHARMACY_ROLES), request.query),
  );

  app.get(
    '/api/dashboards/booking.csv',
    {
      schema: {
        tags,
        summary: 'The booking dashboard’s days as a CSV file',
        querystring: dashboardRangeQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...refused },
      },
    },
    async (request, reply) => {
      const figures = await bookingDashboard(app.db, await requireRole(request, PHARMACY_ROLES), request.query);
      return sendCsv(reply, bookingDashboardCsvName(figures), bookingDashboardCsv(figures));
    },
  );
};
