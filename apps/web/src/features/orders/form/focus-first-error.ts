const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), button:not([disabled])';

/**
 * Moves focus to the first field with an error, in the order the form shows them. Composite fields (the RID list,
 * a catalogue line, the pharmacy list) mark themselves with `data-invalid`; focus goes to their first control.
 */
export function focusFirstError(form: HTMLElement | null): void {
  // After react-hook-form has rendered the messages.
  requestAnimationFrame(() => {
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
    if (!invalid) return;
    const target = invalid.matches(FOCUSABLE) ? invalid : invalid.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
    invalid.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  });
}
