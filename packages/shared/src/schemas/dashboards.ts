import { z } from 'zod';
import { FILE_HOMES, FILE_TYPES } from '../files/constants';
import { DASHBOARD_RANGE_MAX_DAYS, isFourDigitDay, rangeLength, resolveRange } from '../dashboards/range';
import { isoDateSchema } from './pharmacy';

export * from '../dashboards/range';

/*
 * The dashboards of issue 19 (contract; the server's modules/dashboards). Each answers for the signed-in person's own
 * scope over a date range; figures are counts and bytes, computed by the database.
 */

/** `?from=&to=` ('YYYY-MM-DD', Brussels days, both included): defaults in `resolveRange`; `to` ≥ `from`, at most 366 days. */
export const dashboardRangeQuerySchema = z
  .object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() }, { error: 'validation.invalid' })
  .transform((query, ctx) => {
    const range = resolveRange(query);
    const days = rangeLength(range.from, range.to);
    if (!isFourDigitDay(range.from)) ctx.addIssue({ code: 'custom', path: ['from'], message: 'validation.date' });
    else if (!isFourDigitDay(range.to)) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.date' });
    else if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.endBeforeStart' });
    else if (days > DASHBOARD_RANGE_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: 'dashboards.range.tooLong' });
    return range;
  });

const count = z.number().int().nonnegative();
const fileTypeSchema = z.enum(FILE_TYPES);

/** One storage of the caller's: their own files, or a pharmacy's shared folder they work in. */
const dashboardFileHomeSchema = z.object({
  home: z.enum(FILE_HOMES),
  /** The pharmacy's name; null for one's own files. */
  name: z.string().nullable(),
  /** Bytes held, trash included (what the quota counts). */
  used: count,
  quota: count,
  /** Files outside the trash. */
  files: count,
  /** Files in the trash, or inside a folder in the trash, and their bytes. */
  trashFiles: count,
  trashBytes: count,
});

export const dashboardFileSchema = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  homes: z.array(dashboardFileHomeSchema),
  /** Every type the file manager stores, in FILE_TYPES order, over all the caller's homes, trash included. */
  byKind: z.array(z.object({ kind: fileTypeSchema, files: count, bytes: count })),
  /** Files added to the caller's homes per Brussels day of the range, days without any included. */
  uploads: z.array(z.object({ date: z.string(), files: count, bytes: count })),
  /** The five files of the caller's homes changed last, outside the trash. */
  recent: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      mimeType: fileTypeSchema,
      size: count,
      home: z.enum(FILE_HOMES),
      folderId: z.string().nullable(),
      updatedAt: z.string(),
    }),
  ),
  /** Shares of the caller's own items outside the trash (and the people they go to); items others shared with them. */
  sharing: z.object({ given: count, people: count, received: count }),
});
export type DashboardFile = z.infer<typeof dashboardFileSchema>;
