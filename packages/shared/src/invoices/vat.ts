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

export interface VatLine {
  netCents: number;
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
 * One row per rate present, ascending. VAT is computed once on each rate's summed base, not per line: that is how
 * Belgian invoices state it, and summing rounded line VATs drifts by a cent per few lines.
 */
export function vatBreakdown(lines: readonly VatLine[]): VatRateTotal[] {
  const bases = new Map<VatRate, number>();
  for (const line of lines) {
    if (!isVatRate(line.vatRate))
      throw new RangeError(`VAT rate must be one of ${VAT_RATES.join(', ')}, got ${line.vatRate}`);
    const base = (bases.get(line.vatRate) ?? 0) + assertCents(line.netCents, 'line amount');
    bases.set(line.vatRate, assertCents(base, 'VAT base'));
  }
  return [...bases.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, baseCents]) => ({ rate, baseCents, vatCents: vatOnBase(baseCents, rate) }));
}

export function invoiceTotals(lines: readonly VatLine[]): InvoiceTotals {
  const breakdown = vatBreakdown(lines);
  let netCents = 0;
  let vatCents = 0;
  for (const row of breakdown) {
    netCents = assertCents(netCents + row.baseCents, 'net total');
    vatCents = assertCents(vatCents + row.vatCents, 'VAT total');
  }
  return { netCents, vatCents, grossCents: assertCents(netCents + vatCents, 'gross total'), breakdown };
}
