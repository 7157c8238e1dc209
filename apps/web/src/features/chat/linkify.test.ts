import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('leaves plain text as one text part, line breaks included', () => {
    expect(linkify('Hello\nyour order is ready')).toEqual([{ type: 'text', text: 'Hello\nyour order is ready' }]);
    expect(linkify('')).toEqual([]);
  });

  it('turns http and https addresses into links, keeping the text around them', () => {
    expect(linkify('See https://example.org/a?b=1#c and http://x.be now')).toEqual([
      { type: 'text', text: 'See ' },
      { type: 'link', text: 'https://example.org/a?b=1#c', href: 'https://example.org/a?b=1#c' },
      { type: 'text', text: ' and ' },
      { type: 'link', text: 'http://x.be', href: 'http://x.be' },
      { type: 'text', text: ' now' },
    ]);
  });

  it('leaves sentence punctuation after an address out of the link', () => {
    expect(linkify('Go to https://example.org/info.')).toEqual([
      { type: 'text', text: 'Go to ' },
      { type: 'link', text: 'https://example.org/info', href: 'https://example.org/info' },
      { type: 'text', text: '.' },
    ]);
    expect(linkify('(https://example.org/a)')[1]).toEqual({
      type: 'link',
      text: 'https://example.org/a',
      href: 'https://example.org/a',
    });
    expect(linkify('https://en.wikipedia.org/wiki/Aspirin_(drug)')[0]).toMatchObject({
      href: 'https://en.wikipedia.org/wiki/Aspirin_(drug)',
    });
  });

  it('never links other schemes or markup', () => {
    for (const text of [
      'javascript:alert(1)',
      'mailto:a@b.be',
      'www.example.org',
      'ftp://x.be',
      'data:text/html,<b>x</b>',
    ]) {
      expect(linkify(text)).toEqual([{ type: 'text', text }]);
    }
    expect(linkify('<a href="https://evil.example">x</a>').filter((p) => p.type === 'link')).toEqual([
      { type: 'link', text: 'https://evil.example', href: 'https://evil.example' },
    ]);
  });

  it('does not link an address without a host', () => {
    expect(linkify('https://')).toEqual([{ type: 'text', text: 'https://' }]);
  });
});
