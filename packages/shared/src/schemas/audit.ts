import { z } from 'zod';

/** The audit log admins search (docs/PRODUCT.md "Personal and health data"): who did what to which record, when. */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  /** The actor's display name and e-mail at read time; null for the system or a deleted account. */
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const filter = (max: number) => z.string().trim().min(1, 'validation.required').max(max, 'validation.tooLong').optional();

export const auditListQuerySchema = z.object({
  entityType: filter(60),
  entityId: filter(100),
  actorId: filter(100),
  cursor: z.string().max(200, 'validation.cursor').optional(),
  limit: z.coerce
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(100, 'validation.invalid')
    .default(50),
});
export type AuditListQuery = z.output<typeof auditListQuerySchema>;

export const auditListSchema = z.object({
  items: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditList = z.infer<typeof auditListSchema>;
