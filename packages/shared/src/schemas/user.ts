import { z } from 'zod';
import { ACCOUNT_STATUSES, ROLES } from '../roles';
import { LANGUAGES } from '../languages';

/** SPEC §3 user profile (collection `users`), plus the account fields the product needs. */
export const userProfileSchema = z.object({
  uid: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  displayName: z.string(),
  role: z.enum(ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  phone: z.string(),
  language: z.enum(LANGUAGES),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** SPEC §3 role link (collection `user_role`). */
export const userRoleSchema = z.object({ user_id: z.string(), role_id: z.enum(ROLES) });
export type UserRole = z.infer<typeof userRoleSchema>;

export const accountListQuerySchema = z.object({
  status: z.enum(ACCOUNT_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(200).optional(),
});
export type AccountListQuery = z.output<typeof accountListQuerySchema>;
export type AccountListQueryInput = z.input<typeof accountListQuerySchema>;

export const accountListSchema = z.object({
  items: z.array(userProfileSchema),
  nextCursor: z.string().nullable(),
});
export type AccountList = z.infer<typeof accountListSchema>;
