import { z } from 'zod';
import { ACCOUNT_STATUSES, ROLES } from '../roles';
import { LANGUAGES } from '../languages';
import { ORDER_NOTIFICATION_KINDS } from './notification';
import { emailSchema, personNameSchema, phoneSchema } from './auth';

/**
 * Accounts: the one shape of a person. `userProfileSchema` is the SPEC §3 profile (the session user, the SPEC user
 * API); `personSchema` extends it with what the people pages show (slug, avatar, address, pharmacies). Below them: the
 * admin's list, create, edit and decisions, one's own settings, and the public profile. Messages are i18n keys
 * (validation.*), as everywhere in the contract.
 */

// ——— The account (SPEC §3 collections `users` and `user_role`) ———
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

// ——— Addresses ———

export const BELGIAN_POSTCODE_OR_EMPTY = /^([1-9]\d{3})?$/;

/** A person's postal address; every part may be '' (a courier or an admin has no need to give one). */
export const personAddressSchema = z.object({
  address: z.string({ error: 'validation.invalid' }).trim().max(200, 'validation.tooLong'),
  postal_code: z.string({ error: 'validation.invalid' }).trim().regex(BELGIAN_POSTCODE_OR_EMPTY, 'validation.postcode'),
  city: z.string({ error: 'validation.invalid' }).trim().max(80, 'validation.tooLong'),
});
export type PersonAddress = z.infer<typeof personAddressSchema>;

// ——— Notification preferences ———

/**
 * The events a person can choose to hear about, by e-mail and/or in the app (the bell and the mailbox). A mail from
 * someone always lands in the mailbox; its choice says whether an e-mail copy goes out too.
 */
export const PREFERENCE_EVENTS = [...ORDER_NOTIFICATION_KINDS, 'mail.received'] as const;
export type PreferenceEvent = (typeof PREFERENCE_EVENTS)[number];

export const channelChoiceSchema = z.object({
  email: z.boolean({ error: 'validation.invalid' }),
  inApp: z.boolean({ error: 'validation.invalid' }),
});
export type ChannelChoice = z.infer<typeof channelChoiceSchema>;

/** Stored: only the events whose choice differs from the default (both channels on). */
export const notificationPreferencesSchema = z.partialRecord(z.enum(PREFERENCE_EVENTS), channelChoiceSchema);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** GET/PUT /api/me/notification-preferences: every event with its two choices. */
export const notificationPreferencesFullSchema = z.record(z.enum(PREFERENCE_EVENTS), channelChoiceSchema);
export type NotificationPreferencesFull = z.infer<typeof notificationPreferencesFullSchema>;

export const DEFAULT_CHANNEL_CHOICE: ChannelChoice = { email: true, inApp: true };

/** Every event's choice: the stored ones over the default. */
export function fullPreferences(stored: NotificationPreferences): NotificationPreferencesFull {
  return Object.fromEntries(
    PREFERENCE_EVENTS.map((e) => [e, stored[e] ?? DEFAULT_CHANNEL_CHOICE]),
  ) as NotificationPreferencesFull;
}

// ——— A person as admins (and they themselves) see them ———

export const personPharmacySchema = z.object({ id: z.string(), name: z.string(), slug: z.string() });
export type PersonPharmacy = z.infer<typeof personPharmacySchema>;

export const personSchema = userProfileSchema.extend({
  slug: z.string(),
  /** `/api/images/<key>` or null. */
  avatarUrl: z.string().nullable(),
  address: z.string(),
  postal_code: z.string(),
  city: z.string(),
  /** Pharmacy accounts: the pharmacies they work for; shippers: the pharmacies they deliver for. */
  pharmacies: z.array(personPharmacySchema),
  /** The person asked to be forgotten: names and contact details are gone, the record stays for orders and invoices. */
  anonymised: z.boolean(),
});
export type Person = z.infer<typeof personSchema>;

export const PEOPLE_SORTS = ['name', '-name', 'createdAt', '-createdAt'] as const;
export type PeopleSort = (typeof PEOPLE_SORTS)[number];

const listLimit = z.coerce
  .number({ error: 'validation.invalid' })
  .int('validation.invalid')
  .min(1, 'validation.invalid')
  .max(100, 'validation.invalid')
  .default(25);
const searchText = z.string({ error: 'validation.invalid' }).trim().max(100, 'validation.tooLong').optional();
const cursorText = z.string().max(500, 'validation.cursor').optional();

/** GET /api/admin/accounts (and its CSV export): search, filters, sort and a keyset cursor. */
export const userListQuerySchema = z.object({
  /** Name, e-mail or city; accents and case ignored, one typo per name word forgiven; best matches first. */
  q: searchText,
  role: z.enum(ROLES, { error: 'validation.role' }).optional(),
  status: z.enum(ACCOUNT_STATUSES, { error: 'validation.invalid' }).optional(),
  city: z.string({ error: 'validation.invalid' }).trim().max(80, 'validation.tooLong').optional(),
  sort: z.enum(PEOPLE_SORTS, { error: 'validation.invalid' }).default('-createdAt'),
  cursor: cursorText,
  limit: listLimit,
});
export type UserListQuery = z.output<typeof userListQuerySchema>;
export type UserListQueryInput = z.input<typeof userListQuerySchema>;

export const userListSchema = z.object({ items: z.array(personSchema), nextCursor: z.string().nullable() });
export type UserList = z.infer<typeof userListSchema>;

/** POST /api/admin/accounts: an admin creates an account (any role, admin included); the person sets a password by e-mail. */
export const userCreateSchema = personAddressSchema.extend({
  email: emailSchema,
  first_name: personNameSchema,
  last_name: personNameSchema,
  role: z.enum(ROLES, { error: 'validation.role' }),
  phone: phoneSchema,
  language: z.enum(LANGUAGES, { error: 'validation.language' }),
  /** Pharmacy accounts: the pharmacy they work for (linked at once). */
  pharmacyId: z.string().trim().max(64, 'validation.tooLong').optional(),
});
export type UserCreateInput = z.input<typeof userCreateSchema>;

/** PATCH /api/admin/accounts/:uid: the person's details (role and status have their own actions). */
export const userUpdateSchema = personAddressSchema.extend({
  first_name: personNameSchema,
  last_name: personNameSchema,
  phone: phoneSchema,
  language: z.enum(LANGUAGES, { error: 'validation.language' }),
});
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

/** PATCH /api/me (the person's own "general" settings); the address parts are optional so older clients still work. */
export const ownProfileUpdateSchema = userUpdateSchema.partial({ address: true, postal_code: true, city: true });
export type OwnProfileUpdateInput = z.input<typeof ownProfileUpdateSchema>;

// ——— Admin actions ———

export const ADMIN_MESSAGE_MAX = 2000;
const adminMessage = z.string({ error: 'validation.invalid' }).trim().max(ADMIN_MESSAGE_MAX, 'validation.tooLong');

/** POST /api/admin/accounts/:uid/approve: an optional word to the person; pharmacy accounts may be linked at once. */
export const approveAccountSchema = z.object({
  message: adminMessage.optional(),
  pharmacyId: z.string().trim().max(64, 'validation.tooLong').optional(),
});
export type ApproveAccountInput = z.input<typeof approveAccountSchema>;

/** POST /api/admin/accounts/:uid/refuse: the reason is required; it reaches the person by e-mail and in the app. */
export const refuseAccountSchema = z.object({
  message: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(ADMIN_MESSAGE_MAX, 'validation.tooLong'),
});
export type RefuseAccountInput = z.input<typeof refuseAccountSchema>;

/** POST /api/admin/accounts/:uid/suspend and /reactivate. */
export const accountMessageSchema = z.object({ message: adminMessage.optional() });
export type AccountMessageInput = z.input<typeof accountMessageSchema>;

/** PUT /api/admin/accounts/:uid/role (admins only: nobody becomes an admin without one). */
export const roleChangeSchema = z.object({ role: z.enum(ROLES, { error: 'validation.role' }) });
export type RoleChangeInput = z.input<typeof roleChangeSchema>;

export const BULK_ACTIONS = ['approve', 'suspend', 'reactivate'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export const BULK_MAX = 100;

/** POST /api/admin/accounts/bulk: the same action on many accounts; each one succeeds or says why not. */
export const bulkAccountsSchema = z.object({
  action: z.enum(BULK_ACTIONS, { error: 'validation.invalid' }),
  uids: z
    .array(z.string().min(1).max(64), { error: 'validation.invalid' })
    .min(1, 'validation.required')
    .max(BULK_MAX, 'validation.tooMany'),
  message: adminMessage.optional(),
});
export type BulkAccountsInput = z.input<typeof bulkAccountsSchema>;

export const bulkResultSchema = z.object({
  results: z.array(z.object({ uid: z.string(), ok: z.boolean(), code: z.string().optional() })),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** POST /api/me/anonymise: the person confirms with their password (accounts made by social sign-in type their e-mail). */
export const anonymiseSelfSchema = z.object({
  password: z.string({ error: 'validation.required' }).max(256, 'validation.tooLong').optional(),
  confirmEmail: z.string({ error: 'validation.required' }).max(254, 'validation.tooLong').optional(),
});
export type AnonymiseSelfInput = z.input<typeof anonymiseSelfSchema>;

// ——— Profiles (the public face, /dashboard/{kind}/profile) ———

/** GET /api/people/:slug/profile (the person, or an admin). */
export const userPublicProfileSchema = z.object({
  uid: z.string(),
  slug: z.string(),
  displayName: z.string(),
  role: z.enum(ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  avatarUrl: z.string().nullable(),
  city: z.string(),
  memberSince: z.string(),
  /** Orders placed (customers) or handled by their pharmacies (pharmacy staff); 0 otherwise. */
  ordersCount: z.number().int(),
  /** Deliveries done (shippers); 0 otherwise. */
  deliveriesCount: z.number().int(),
  pharmacies: z.array(personPharmacySchema),
});
export type UserPublicProfile = z.infer<typeof userPublicProfileSchema>;

// ——— Images (avatars and logos) ———

/** Accepted uploads; stored resized as WebP. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Longest side of a stored avatar or logo, in pixels. */
export const IMAGE_SIZE = 256;

export const imageUploadResultSchema = z.object({ url: z.string() });
export type ImageUploadResult = z.infer<typeof imageUploadResultSchema>;
