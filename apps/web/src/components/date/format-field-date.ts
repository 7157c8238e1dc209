import type { MuiPickersAdapter } from '@mui/x-date-pickers/models';

/**
 * A 'YYYY-MM-DD' date written as the field shows it in the current language (e.g. 31/12/2099).
 * Arabic's pattern carries right-to-left marks between the parts; they are dropped because callers
 * isolate dates as left-to-right text, where the marks would reorder the digits.
 */
export function formatFieldDate(adapter: MuiPickersAdapter, iso: string): string {
  return adapter.format(adapter.date(iso), 'keyboardDate').replace(/[\u200e\u200f\u061c]/g, '');
}
