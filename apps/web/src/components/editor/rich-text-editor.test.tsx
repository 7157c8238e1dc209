import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../test/render';
import { normaliseLink } from './link-button';
import { RichTextEditor } from './rich-text-editor';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});

describe('RichTextEditor', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('names its toolbar buttons and its text box, and shows the field error', async () => {
    renderWithProviders(
      <RichTextEditor
        label="Message"
        initialValue="<p>Hello</p>"
        onChange={() => undefined}
        error="This is too long."
      />,
    );
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Link',
      'Undo',
      'Redo',
    ]);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box.textContent).toBe('Hello');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe('This is too long.');
    expect(within(toolbar).getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', true);
  });

  it('starts a reply with nothing to undo: the quoted text and the cursor above it are not an edit', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <RichTextEditor
        label="Message"
        initialValue="<p></p><p>On Monday, Ann wrote:</p><blockquote><p>مرحبا</p><p>Hello</p></blockquote>"
        onChange={onChange}
        autoFocus="start"
      />,
    );
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting' });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(toolbar).getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', true);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('formats the selection and reports the HTML', async () => {
    const onChange = vi.fn();
    renderWithProviders(<RichTextEditor label="Message" initialValue="<p>Hello</p>" onChange={onChange} />);
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting' });
    const bold = within(toolbar).getByRole('button', { name: 'Bold' });
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    // Select the whole text, then make it bold and a list.
    const editor = (
      screen.getByRole('textbox', { name: 'Message' }) as HTMLElement & {
        editor?: { commands: { selectAll: () => void } };
      }
    ).editor;
    await act(async () => editor?.commands.selectAll());
    await act(async () => fireEvent.click(bold));
    expect(bold.getAttribute('aria-pressed')).toBe('true');
    expect(onChange).toHaveBeenLastCalledWith('<p dir="auto"><strong>Hello</strong></p>');
    await act(async () => fireEvent.click(within(toolbar).getByRole('button', { name: 'Bulleted list' })));
    expect(onChange.mock.lastCall?.[0]).toMatch(
      /^<ul dir="auto"><li dir="auto"><p dir="auto"><strong>Hello<\/strong><\/p><\/li><\/ul>/,
    );
    expect(within(toolbar).getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', false);
  });

  it('accepts web and e-mail links only', () => {
    expect(normaliseLink('apotheek.be')).toBe('https://apotheek.be');
    expect(normaliseLink(' https://a.be/x ')).toBe('https://a.be/x');
    expect(normaliseLink('mailto:info@a.be')).toBe('mailto:info@a.be');
    expect(normaliseLink('javascript:alert(1)')).toBeNull();
    expect(normaliseLink('  ')).toBeNull();
  });
});
