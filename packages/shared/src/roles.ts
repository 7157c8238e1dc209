/** Roles of docs/PRODUCT.md "Who uses it". Kept apart from zod so the web shell can import them for free. */
export const ROLES = ['customer', 'pharmacy', 'shipper', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a visitor may choose on the registration form; `admin` is never self-registered. */
export const SELF_REGISTER_ROLES = ['customer', 'pharmacy', 'shipper'] as const;
export type SelfRegisterRole = (typeof SELF_REGISTER_ROLES)[number];

/** `refused`: an admin turned a pending pharmacy or shipper account down (with a message); it may not work here. */
export const ACCOUNT_STATUSES = ['active', 'pending', 'suspended', 'refused'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** Pharmacy and shipper accounts wait for an admin; customers are active once their e-mail is verified. */
export function initialStatusFor(role: Role): AccountStatus {
  return role === 'pharmacy' || role === 'shipper' ? 'pending' : 'active';
}

/** Staff roles work in /dashboard; customers in /my. */
export function isStaffRole(role: Role): boolean {
  return role !== 'customer';
}
