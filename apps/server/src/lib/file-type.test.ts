import { describe, expect, it } from 'vitest';
import { cleanFileName, detectFileType, extensionMatches } from './file-type';

describe('detectFileType', () => {
  it.each([
    ['%PDF-1.7\n', 'application/pdf'],
    ['\xff\xd8\xff\xe0', 'image/jpeg'],
    ['\x89PNG\r\n\x1a\n', 'image/png'],
    ['RIFF\x10\x00\x00\x00WEBPVP8 ', 'image/webp'],
    ['RIFF\x10\x00\x00\x00WAVEfmt ', null],
    ['%PDF', null],
    ['GIF89a', null],
    ['<svg xmlns="http://www.w3.org/2000/svg">', null],
    ['', null],
  ])('%j → %s', (head, type) => {
    expect(detectFileType(Buffer.from(head, 'latin1'))).toBe(type);
  });
});

describe('file names', () => {
  it('matches known extensions against the content', () => {
    expect(extensionMatches('a.PDF', 'application/pdf')).toBe(true);
    expect(extensionMatches('a.pdf', 'image/png')).toBe(false);
    expect(extensionMatches('photo.jpeg', 'image/jpeg')).toBe(true);
    expect(extensionMatches('photo.jpg', 'image/webp')).toBe(false);
    expect(extensionMatches('scan', 'image/png')).toBe(true);
    expect(extensionMatches('scan.v2', 'image/png')).toBe(true);
  });

  it('cleans names: no path, no quotes or control characters, the right extension', () => {
    expect(cleanFileName('../../etc/passwd.pdf', 'application/pdf')).toBe('passwd.pdf');
    expect(cleanFileName('C:\\Users\\me\\scan.png', 'image/png')).toBe('scan.png');
    expect(cleanFileName('a"b\r\nc.pdf', 'application/pdf')).toBe('abc.pdf');
    expect(cleanFileName('', 'image/jpeg')).toBe('prescription.jpg');
    expect(cleanFileName('.hidden', 'image/png')).toBe('prescription.hidden.png');
    expect(cleanFileName('scan.v2', 'image/webp')).toBe('scan.v2.webp');
    expect(cleanFileName(`${'x'.repeat(300)}.pdf`, 'application/pdf').length).toBeLessThanOrEqual(154);
  });
});
