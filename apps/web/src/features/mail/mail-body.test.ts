import { describe, expect, it } from 'vitest';
import { withAutoDirection } from '../../components/editor/sanitised-html';

describe('withAutoDirection', () => {
  it('lets each block take the direction of its own text, without touching anything else', () => {
    expect(withAutoDirection('<p>مرحبا</p><ul><li><p>Hi</p></li></ul><blockquote><p>x</p></blockquote>')).toBe(
      '<p dir="auto">مرحبا</p><ul dir="auto"><li dir="auto"><p dir="auto">Hi</p></li></ul><blockquote dir="auto"><p dir="auto">x</p></blockquote>',
    );
    expect(withAutoDirection('<pre>a</pre><a href="https://p.be">p</a><br><strong>b</strong>')).toBe(
      '<pre dir="auto">a</pre><a href="https://p.be">p</a><br><strong>b</strong>',
    );
    expect(withAutoDirection('<p dir="rtl">x</p>')).toBe('<p dir="rtl">x</p>');
  });
});
