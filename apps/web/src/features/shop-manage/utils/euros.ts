/** Prices are typed in euros and sent in integer cents (lib/money.ts reads the digits, never a float). */
export { centsToInput as centsToEuros, formatEuros, parseEuros as eurosToCents } from '../../../lib/money';
