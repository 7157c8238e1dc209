import { assertCents } from './money';

/**
 * Belgian VAT as this product invoices it: 6 % medicines, 21 % other goods and the delivery fee; 0 % and 12 % are
 * accepted for the rare lines that need them.
 */
export const VAT_RATES = [0, 6, 12, 21] as const;
export type VatRate = (typeof VAT_RATES)[number];

export function isVatRate(value: unknown): value is VatRate {
  return (VAT_RATES as readonly unknown[]).includes(value);
}

/** A line's amount (quantity × unit price) in the invoice's price basis: before VAT, or VAT included. */
export interface VatLine {
  amountCents: number;
  vatRate: number;
}

export interface VatRateTotal {
  rate: VatRate;
  baseCents: number;
  vatCents: number;
}

export interface InvoiceTotals {
  netCents: number;
  vatCents: number;
  grossCents: number;
  breakdown: VatRateTotal[];
}

/**
 * base × rate / 100 rounded half away from zero (half-up for invoices, the mirror image for credit notes), in BigInt so
 * no float ever touches the amount: 1050 at 21 % is 220.5 → 221, −1050 → −221.
 */
export function vatOnBase(baseCents: number, rate: VatRate): number {
  assertCents(baseCents, 'VAT base');
  const product = BigInt(baseCents) * BigInt(rate);
  const sign = product < 0n ? -1n : 1n;
  const magnitude = product * sign;
  const rounded = (magnitude + 50n) / 100n;
  return Number(rounded * sign);
}

/**
 * The VAT contained in a VAT-included amount: gross × rate / (100 + rate), rounded half away from zero like
 * `vatOnBase`. 1790 at 6 % holds 101.32 → 101, so its base is 1689 and base + VAT gives back exactly 1790.
 */
export function vatInGross(grossCents: number, rate: VatRate): number {
  assertCents(grossCents, 'VAT-included amount');
  const product = BigInt(grossCents) * BigInt(rate);
  const sign = product < 0n ? -1n : 1n;
  const divisor = BigInt(100 + rate);
  const rounded = (2n * product * sign + divisor) / (2n * divisor);
  return Number(rounded * sign);
}

/** Sums the line amounts per rate, ascending by rate. */
function amountsPerRate(lines: readonly VatLine[]): [VatRate, number][] {
  const sums = new Map<VatRate, number>();
  for (const line of lines) {
    if (!isVatRate(line.vatRate))
      throw new RangeError(`VAT rate must be one of ${VAT_RATES.join(', ')}, got ${line.vatRate}`);
    const sum = (sums.get(line.vatRate) ?? 0) + assertCents(line.amountCents, 'line amount');
    sums.set(line.vatRate, assertCents(sum, 'VAT base'));
  }
  return [...sums.entries()].sort(([a], [b]) => a - b);
}

/**
 * One row per rate present, ascending. VAT is computed once on each rate's summed amount, not per line: that is how
 * Belgian invoices state it, and summing rounded line VATs drifts by a cent per few lines. With prices before VAT the
 * sum is the base and VAT is added to it; with VAT-included prices (a pharmacy's consumer prices) the sum is what
 * the customer paid, and the VAT it holds is taken out of it, so the invoice's total is the price paid to the cent.
 */
export function vatBreakdown(lines: readonly VatLine[], pricesIncludeVat = false): VatRateTotal[] {
  return amountsPerRate(lines).map(([rate, amountCents]) => {
    if (!pricesIncludeVat) return { rate, baseCents: amountCents, vatCents: vatOnBase(amountCents, rate) };
    const vatCents = vatInGross(amountCents, rate);
    return { rate, baseCents: amountCents - vatCents, vatCents };
  });
}

export function invoiceTotals(lines: readonly VatLine[], pricesIncludeVat = false): InvoiceTotals {
  const breakdown = vatBreakdown(lines, pricesIncludeVat);
  let netCents = 0;
  let vatCents = 0;
  for (const row of breakdown) {
    netCents = assertCents(netCents + row.baseCents, 'net total');
    vatCents = assertCents(vatCents + row.vatCents, 'VAT total');
  }
  return { netCents, vatCents, grossCents: assertCents(netCents + vatCents, 'gross total'), breakdown };
}
