import { describe, expect, it } from 'vitest';
import { mailText, sanitiseMailHtml } from './sanitise';

describe('sanitiseMailHtml', () => {
  it('keeps the editor’s marks and blocks', () => {
    const html = '<p>Hello <strong>Louise</strong>, <em>your</em> <u>order</u> <s>was</s> is ready.</p><ul><li>one</li></ul><blockquote><p>quoted</p></blockquote>';
    expect(sanitiseMailHtml(html)).toBe(html);
  });

  it('drops scripts, handlers, styles, images, frames and dangerous links', () => {
    const dirty = '<p onclick="x()" style="color:red" class="c">Hi<script>alert(1)</script><img src="https://tracker.example/p.gif" onerror="alert(2)"></p><iframe src="https://evil.example"></iframe><a href="javascript:alert(3)">click</a><a href="//evil.example">proto</a><svg><script>alert(4)</script></svg>';
    const clean = sanitiseMailHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|style=|class=|<img|iframe|javascript:|svg|alert/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('keeps a block’s writing direction, and only a direction', () => {
    expect(sanitiseMailHtml('<p dir="auto">مرحبا</p><blockquote dir="ltr"><p>Bonjour</p></blockquote>')).toBe('<p dir="auto">مرحبا</p><blockquote dir="ltr"><p>Bonjour</p></blockquote>');
    expect(sanitiseMailHtml('<p dir="javascript:x">a</p><a dir="rtl" href="https://example.org">b</a>')).toBe('<p>a</p><a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow">b</a>');
  });

  it('opens links in a new tab without the opener or a referrer', () => {
    expect(sanitiseMailHtml('<a href="https://example.org/a?b=1&c=2" target="_self">site</a>')).toBe(
      '<a href="https://example.org/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer nofollow">site</a>',
    );
  });
});

describe('mailText', () => {
  it('gives the words with line breaks between blocks and entities decoded', () => {
    expect(mailText(sanitiseMailHtml('<p>Tom &amp; Jerry &lt;3</p><p>Second<br>line</p>'))).toBe('Tom & Jerry <3\nSecond\nline');
  });
});
