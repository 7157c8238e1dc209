import { describe, expect, it } from 'vitest';
import { blogText, readingMinutes, sanitiseBlogHtml } from './sanitise';

describe('the blog body allow-list', () => {
  it('neutralises a stored <img onerror> and a javascript: link', () => {
    const safe = sanitiseBlogHtml('<p>Hi<img src="x" onerror="alert(1)"><img src="https://example.org/a.png" onerror="alert(2)"><a href="javascript:alert(3)">click</a></p>');
    expect(safe).not.toMatch(/onerror|javascript:|alert/i);
    expect(safe).toContain('<img src="https://example.org/a.png" loading="lazy" />');
    expect(safe).toContain('<a target="_blank" rel="noopener noreferrer">click</a>');
  });

  it('drops script, style, iframes, forms, event handlers and data: images', () => {
    const safe = sanitiseBlogHtml('<script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe><form><input></form><p onclick="x()" style="color:red">ok</p><img src="data:image/png;base64,AAAA"><svg onload="x()"></svg>');
    expect(safe).toBe('<p>ok</p>');
  });

  it('keeps headings, lists, quotes, code, http(s)/mailto links and the app’s own images', () => {
    const html = '<h1>Top</h1><h2>A</h2><h3>B</h3><ul><li>x</li></ul><ol><li>y</li></ol><blockquote><p>q</p></blockquote><pre><code class="language-js">1 &lt; 2</code></pre><p><a href="https://ehealth.be" target="_self">e</a> <a href="mailto:info@example.be">m</a></p><img src="/api/images/0b6f3c2a-1111-4222-8333-444455556666.webp" alt="Pills">';
    const safe = sanitiseBlogHtml(html);
    expect(safe).toContain('<h2>Top</h2><h2>A</h2><h3>B</h3><ul><li>x</li></ul><ol><li>y</li></ol><blockquote><p>q</p></blockquote>');
    expect(safe).toContain('<pre><code class="language-js">1 &lt; 2</code></pre>');
    expect(safe).toContain('<a href="https://ehealth.be" target="_blank" rel="noopener noreferrer">e</a>');
    expect(safe).toContain('<a href="mailto:info@example.be" target="_blank" rel="noopener noreferrer">m</a>');
    expect(safe).toContain('<img src="/api/images/0b6f3c2a-1111-4222-8333-444455556666.webp" alt="Pills" loading="lazy" />');
    // Another path of the API is not an image source (a GET there would run with the reader's cookie).
    expect(sanitiseBlogHtml('<img src="/api/me/export">')).toBe('');
    expect(sanitiseBlogHtml('<a href="//evil.example/x">x</a>')).not.toContain('evil');
  });

  it('reads the words and a reading time of at least a minute', () => {
    const text = blogText(sanitiseBlogHtml('<h2>Title</h2><p>One &amp; two</p><ul><li>three</li></ul>'));
    expect(text).toBe('Title\nOne & two\nthree');
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(401))).toBe(3);
  });
});
