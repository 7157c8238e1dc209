import { describe, expect, it } from 'vitest';
import { locationParams, readLocation, spaceOfFolder } from './file-location';

describe('the file manager’s place in the address', () => {
  it('opens one’s own files by default, and anything unknown there too', () => {
    expect(readLocation(new URLSearchParams())).toEqual({ view: 'space', space: 'mine', folderId: null });
    expect(readLocation(new URLSearchParams('space=nope&documents=nope'))).toEqual({
      view: 'space',
      space: 'mine',
      folderId: null,
    });
  });

  it('reads a folder of a space, and ignores a folder in the flat spaces', () => {
    expect(readLocation(new URLSearchParams('space=shared&folder=abc'))).toEqual({
      view: 'space',
      space: 'shared',
      folderId: 'abc',
    });
    expect(readLocation(new URLSearchParams('space=trash&folder=abc'))).toEqual({
      view: 'space',
      space: 'trash',
      folderId: null,
    });
  });

  it('reads a source of documents', () => {
    expect(readLocation(new URLSearchParams('documents=invoices'))).toEqual({ view: 'documents', source: 'invoices' });
  });

  it('writes the shortest address back', () => {
    expect(locationParams({ view: 'space', space: 'mine', folderId: null })).toEqual({});
    expect(locationParams({ view: 'space', space: 'pharmacy', folderId: 'x' })).toEqual({
      space: 'pharmacy',
      folder: 'x',
    });
    expect(locationParams({ view: 'documents', source: 'chat' })).toEqual({ documents: 'chat' });
  });

  it('opens a folder in its owner’s home, or among what was shared', () => {
    expect(spaceOfFolder({ access: 'owner', home: 'mine' })).toBe('mine');
    expect(spaceOfFolder({ access: 'owner', home: 'pharmacy' })).toBe('pharmacy');
    expect(spaceOfFolder({ access: 'edit', home: 'mine' })).toBe('shared');
  });
});
