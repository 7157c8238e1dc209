import { describe, expect, it } from 'vitest';
import * as contract from '@pharmacy/shared/schemas/calendar';
import * as copies from './calendar-constants';

describe('the calendar constants copied from the contract', () => {
  it('equal the originals', () => {
    for (const name of Object.keys(copies) as (keyof typeof copies)[]) {
      expect(copies[name], name).toEqual(contract[name]);
    }
  });
});
