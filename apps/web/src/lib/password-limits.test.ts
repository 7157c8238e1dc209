import { describe, expect, it } from 'vitest';
import * as shared from '@pharmacy/shared/schemas/auth';
import { PASSWORD_MAX, PASSWORD_MIN } from './password-limits';

describe('password limits', () => {
  it('are the shared schemas’ own', () => {
    expect([PASSWORD_MIN, PASSWORD_MAX]).toEqual([shared.PASSWORD_MIN, shared.PASSWORD_MAX]);
  });
});
