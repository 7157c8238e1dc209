import { describe, expect, it } from 'vitest';
import { eraseDetail, ERASED } from './erase-detail';

describe('eraseDetail', () => {
  it('keeps ids, order references, codes, numbers and booleans; erases every other string at any depth', () => {
    const detail = {
      from: 'active',
      to: 'suspended',
      fields: ['first_name', 'phone'],
      invitationId: '0b7c8a4e-3f0e-4c1e-9a55-2b8f5b2c1d10',
      reference: 'PL-7Q4K2M',
      activated: true,
      size: 1234,
      message: 'Welcome back, Anna',
      email: 'anna@example.be',
      slug: { from: 'anna-peeters', to: 'anna-janssens' },
      nested: [{ note: 'Called her' }, null],
    };
    expect(eraseDetail(detail, [])).toEqual({
      ...detail,
      message: ERASED,
      email: ERASED,
      slug: { from: ERASED, to: ERASED },
      nested: [{ note: ERASED }, null],
    });
  });

  it('erases a code-like value equal to one of the person’s own values (a name typed in lower case)', () => {
    expect(eraseDetail({ to: 'anna', status: 'active' }, ['Anna', 'Peeters'])).toEqual({ to: ERASED, status: 'active' });
  });
});
