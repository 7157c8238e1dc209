import { describe, expect, it } from 'vitest';
import { modelToSort, sortToModel } from './sort-model';

describe('sort model ↔ sort string', () => {
  it('maps a descending key to its column and back', () => {
    const map = { displayName: 'name' };
    expect(sortToModel('-name', map)).toEqual([{ field: 'displayName', sort: 'desc' }]);
    expect(modelToSort([{ field: 'displayName', sort: 'asc' }], map)).toBe('name');
    expect(sortToModel('createdAt', map)).toEqual([{ field: 'createdAt', sort: 'asc' }]);
    expect(modelToSort([{ field: 'createdAt', sort: 'desc' }], map)).toBe('-createdAt');
  });

  it('has no sort for an empty model or string', () => {
    expect(sortToModel(undefined)).toEqual([]);
    expect(modelToSort([])).toBeUndefined();
  });
});
