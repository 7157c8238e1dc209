import { describe, expect, it } from 'vitest';
import { REDACTED, scrubAuditDetail } from './audit';

describe('scrubAuditDetail', () => {
  it('drops national numbers, RIDs, identity card numbers and passwords whatever the spelling, at any depth', () => {
    const detail = {
      from: 'submitted',
      to: 'accepted',
      national_registration_number: '85073003328',
      nationalRegistrationNumber: '85073003328',
      'National-Registration-Number': '85073003328',
      NISS: '85073003328',
      rid: ['BEPPA1B2C3D4'],
      RIDs: ['BEPPA1B2C3D4'],
      id_card_number: '591234567834',
      idCardNumber: '591234567834',
      password: 'Correct-horse-42',
      newPassword: 'x',
      sessionToken: 't',
      order: { reference: 'PL-7Q4K2M', lines: [{ name: 'Dafalgan', rid: 'BEPPA1B2C3D4' }], mandated: { password_hash: 'h' } },
    };
    expect(scrubAuditDetail(detail)).toEqual({
      from: 'submitted',
      to: 'accepted',
      order: { reference: 'PL-7Q4K2M', lines: [{ name: 'Dafalgan' }], mandated: {} },
    });
  });

  it('masks RIDs and national numbers written inside free text, and keeps everything else', () => {
    expect(
      scrubAuditDetail({
        note: 'Patient 85.07.30-033.28 brought prescription bepPA1B2C3D4 and 85073003328',
        reason: 'Out of stock',
        quantity: 2,
        urgent: true,
        when: null,
        reference: 'PL-7Q4K2M',
      }),
    ).toEqual({
      note: `Patient ${REDACTED} brought prescription ${REDACTED} and ${REDACTED}`,
      reason: 'Out of stock',
      quantity: 2,
      urgent: true,
      when: null,
      reference: 'PL-7Q4K2M',
    });
  });
});
