/** Integer euro cents in the reader's language (lib/money.ts). */
export { formatEuros as formatPrice } from '../../../lib/money';
