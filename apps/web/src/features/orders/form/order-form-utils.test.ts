import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeDetail } from '../shared/order-fixtures';
import { newIdempotencyKey } from './idempotency-key';
import { orderAgainStart } from './order-form-values';
import { orderFieldFor } from './order-server-errors';
import { acceptFiles, fileProblem, ORDER_FILES_MAX } from './prescription-files';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('orderFieldFor', () => {
  const values = { rid: ['BEPPA1B2C3D4', 'BEK0A1B2C3D5'], medicines: [{ cis: '60234100', name: 'DOLIPRANE', quantity: 1 }] };
  it('maps the server\'s dotted paths onto the form\'s fields', () => {
    expect(orderFieldFor('phone', values)).toBe('phone');
    expect(orderFieldFor('address.postal_code', values)).toBe('address.postal_code');
    expect(orderFieldFor('rid.1', values)).toBe('rid.1');
    expect(orderFieldFor('medicines.0.quantity', values)).toBe('medicines.0.quantity');
    // A catalogue line has no CIS input: its message goes on the line's name.
    expect(orderFieldFor('medicines.0.cis', values)).toBe('medicines.0.name');
  });
  it('falls back to the list for positions the form no longer has, and to nothing for unknown fields', () => {
    expect(orderFieldFor('rid.5', values)).toBe('rid');
    expect(orderFieldFor('medicines.3.name', values)).toBe('medicines');
    expect(orderFieldFor('address', values)).toBeNull();
    expect(orderFieldFor('__proto__', values)).toBeNull();
    expect(orderFieldFor('mystery', values)).toBeNull();
  });
});

describe('prescription files', () => {
  const file = (name: string, size: number, type = '') => Object.defineProperty(new File(['x'], name, { type }), 'size', { value: size }) as File;
  it('accepts PDF, JPEG, PNG and WebP up to 10 MB, by name and declared type', () => {
    expect(fileProblem(file('a.PDF', 10 * 1024 * 1024, 'application/pdf'))).toBeNull();
    expect(fileProblem(file('a.jpeg', 1, 'image/jpeg'))).toBeNull();
    expect(fileProblem(file('a.webp', 1))).toBeNull();
    expect(fileProblem(file('a.pdf', 10 * 1024 * 1024 + 1, 'application/pdf'))).toBe('tooLarge');
    expect(fileProblem(file('a.gif', 1, 'image/gif'))).toBe('type');
    expect(fileProblem(file('a.png', 1, 'application/pdf'))).toBe('type');
    expect(fileProblem(file('pdf', 1))).toBe('type');
  });
  it('keeps at most the maximum, ignores the same file chosen twice', () => {
    const many = Array.from({ length: ORDER_FILES_MAX + 1 }, (_, i) => file(`p${i}.png`, 1, 'image/png'));
    const first = acceptFiles([], many);
    expect(first.kept).toHaveLength(ORDER_FILES_MAX);
    expect(first.rejected).toEqual([{ name: `p${ORDER_FILES_MAX}.png`, problem: 'tooMany' }]);
    expect(acceptFiles(first.kept.slice(0, 1), [first.kept[0]]).kept).toHaveLength(1);
  });
});

describe('orderAgainStart', () => {
  it('starts from the same pharmacy, medicines, delivery and prescription way, without the old RIDs', () => {
    const order = makeDetail({
      prescriptionType: 'rid',
      deliveryType: 'neighbour',
      lines: [
        { id: 'l-1', cis: '61234567', name: 'XANAX', quantity: 2, unitPriceCents: 500, requiresPrescription: true, notMedicine: false, typedName: null, substitution: null },
        { id: 'l-2', cis: null, name: 'Thermometer', quantity: 1, unitPriceCents: null, requiresPrescription: false, notMedicine: false, typedName: null, substitution: null },
      ],
    });
    const start = orderAgainStart(order);
    expect(start.values).toEqual({
      pharmacy: 'ph-1',
      prescription_type: 'rid',
      with_prescription: true,
      without_prescription: false,
      medicines: [
        { cis: '61234567', name: 'XANAX', quantity: 2 },
        { cis: null, name: 'Thermometer', quantity: 1 },
      ],
      delivery_type: 'neighbour',
      address: { street: 'Rue de la Régence 3', postal_code: '1000', city: 'Bruxelles' },
    });
    expect(start.prescriptionOnly).toEqual({ '61234567': true });
  });
});

describe('newIdempotencyKey', () => {
  it('is a v4 UUID, also where crypto.randomUUID is missing (plain http on a LAN address)', () => {
    expect(newIdempotencyKey()).toMatch(UUID);
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array<ArrayBuffer>) => real.getRandomValues(a) });
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect([...keys].every((k) => UUID.test(k))).toBe(true);
    expect(keys.size).toBe(50);
  });
});
