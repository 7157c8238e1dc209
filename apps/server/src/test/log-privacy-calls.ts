import { sampleOrderForm } from '@pharmacy/shared/orders/sample';
import { GOOD_PASSWORD } from './test-app';

/* Test-only (log-privacy.test.ts): distinctive identifiers, and a call of every write endpoint carrying them. */

export const M = {
  email: 'quentavia.logcheck@example.org',
  firstName: 'Quentavia',
  lastName: 'Brumblesnatch',
  phone: '+32 478 11 22 33',
  phoneDigits: '478112233',
  niss: '90010112395',
  eid: '591234567930',
  rid: 'BEP0QZXW9876',
  street: 'Rue des Journaux 313',
  comment: 'Ring the Marmalade bell',
  otherRequest: 'Gluten-free Logcheckia',
  medicine: 'Zorblaxin 20 mg',
  mandated: 'Ottoline Wimbleford',
  reason: 'Out of Pruntaxol for her',
  pharmacyEmail: 'pharmacie.logcheck@example.org',
  pharmacyPhone: '+32 2 555 12 34',
  pharmacyStreet: 'Avenue Logcheck 99',
  inviteeEmail: 'invitee.logcheck@example.org',
  createdEmail: 'created.logcheck@example.org',
  createdFirst: 'Wilhelmina',
  createdLast: 'Grottlesby',
  courierEmail: 'courier.logcheck@example.org',
  courierFirst: 'Bartolomeo',
  courierLast: 'Quizzleworth',
  courierPhone: '+32 479 99 88 77',
  courierPhoneDigits: '479998877',
  newPassword: 'Fresh-Logcheck-77',
  folderName: 'Wimbleford Logcheck scans',
} as const;

export type Who = 'admin' | 'customer' | 'staff' | 'shipper';
export interface WriteCall {
  label: string;
  method: 'POST' | 'PATCH' | 'PUT';
  url: string;
  who?: Who;
  payload: object;
}

export function writeCalls(ctx: {
  pharmacyId: string;
  orderId: string;
  people: Record<Who, { uid: string; email: string }>;
}): WriteCall[] {
  const orderForm = (overrides: object) =>
    sampleOrderForm(ctx.pharmacyId, {
      first_name: M.firstName,
      last_name: M.lastName,
      email: M.email,
      phone: M.phone,
      address: { street: M.street, postal_code: '1000', city: 'Bruxelles' },
      national_registration_number: M.niss,
      mandated: M.mandated,
      has_comment: true,
      comment: M.comment,
      other_request: M.otherRequest,
      medicines: [{ cis: null, name: M.medicine, quantity: 1 }],
      ...overrides,
    });

  return [
    {
      label: 'registration',
      method: 'POST',
      url: '/api/user',
      payload: { email: M.email, password: GOOD_PASSWORD, name: M.firstName, lastname: M.lastName, role: 'customer' },
    },
    {
      label: 'profile',
      method: 'PATCH',
      url: '/api/me',
      who: 'customer',
      payload: {
        first_name: M.firstName,
        last_name: M.lastName,
        phone: M.phone,
        language: 'fr',
        address: M.street,
        postal_code: '1000',
        city: 'Bruxelles',
      },
    },
    {
      label: 'order with RIDs',
      method: 'POST',
      url: '/api/orders',
      who: 'customer',
      payload: orderForm({ prescription_type: 'rid', rid: [M.rid] }),
    },
    {
      label: 'order with an eID',
      method: 'POST',
      url: '/api/orders',
      who: 'customer',
      payload: orderForm({ prescription_type: 'id_card', id_card_number: M.eid }),
    },
    {
      label: 'order rejection',
      method: 'POST',
      url: `/api/orders/${ctx.orderId}/transitions`,
      who: 'staff',
      payload: { action: 'reject', reason: M.reason },
    },
    {
      label: 'pharmacy edit',
      method: 'PATCH',
      url: `/api/pharmacies/${ctx.pharmacyId}`,
      who: 'admin',
      payload: { address: M.pharmacyStreet, phone: M.pharmacyPhone, email: M.pharmacyEmail },
    },
    {
      label: 'invitation',
      method: 'POST',
      url: `/api/pharmacies/${ctx.pharmacyId}/invitations`,
      who: 'staff',
      payload: { email: M.inviteeEmail },
    },
    {
      label: 'account created by an admin',
      method: 'POST',
      url: '/api/admin/accounts',
      who: 'admin',
      payload: {
        email: M.createdEmail,
        first_name: M.createdFirst,
        last_name: M.createdLast,
        role: 'customer',
        phone: M.phone,
        language: 'nl',
        address: M.street,
        postal_code: '1000',
        city: 'Bruxelles',
      },
    },
    {
      label: 'account edited by an admin',
      method: 'PATCH',
      url: `/api/admin/accounts/${ctx.people.customer.uid}`,
      who: 'admin',
      payload: {
        first_name: M.createdFirst,
        last_name: M.createdLast,
        phone: M.phone,
        language: 'nl',
        address: M.street,
        postal_code: '1000',
        city: 'Bruxelles',
      },
    },
    {
      label: 'courier created by an admin',
      method: 'POST',
      url: '/api/shippers',
      who: 'admin',
      payload: {
        email: M.courierEmail,
        first_name: M.courierFirst,
        last_name: M.courierLast,
        phone: M.courierPhone,
        language: 'en',
        vehicle: 'bike',
        pharmacies: [{ pharmacyId: ctx.pharmacyId, isStaff: false }],
      },
    },
    {
      label: 'courier edits itself',
      method: 'PATCH',
      url: '/api/shippers/me',
      who: 'shipper',
      payload: { phone: M.courierPhone, available: true },
    },
    {
      label: 'courier edited by an admin',
      method: 'PATCH',
      url: `/api/shippers/${ctx.people.shipper.uid}`,
      who: 'admin',
      payload: { phone: M.courierPhone },
    },
    {
      label: 'sign-in',
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: ctx.people.customer.email, password: GOOD_PASSWORD },
    },
    {
      label: 'password change',
      method: 'POST',
      url: '/api/auth/change-password',
      who: 'customer',
      payload: { currentPassword: GOOD_PASSWORD, newPassword: M.newPassword },
    },
    {
      label: 'file manager folder',
      method: 'POST',
      url: '/api/files/folders',
      who: 'customer',
      payload: { name: M.folderName },
    },
    {
      label: 'read all notifications',
      method: 'POST',
      url: '/api/notifications/read-all',
      who: 'customer',
      payload: {},
    },
  ];
}
