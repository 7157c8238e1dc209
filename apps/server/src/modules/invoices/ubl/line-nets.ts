import { assertCents } from '@pharmacy/shared/invoices/money';

export interface NetsLine {
  amountCents: number;
  vatRate: number;
}

export interface NetsRate {
  rate: number;
  baseCents: number;
}

/** ⌊a / b⌋ for b > 0 (BigInt division truncates toward zero). */
function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b < 0n ? q - 1n : q;
}

/**
 * Each line's amount before VAT, in cents, as a UBL line needs it. With prices before VAT that is the line's amount.
 * With VAT-included prices the invoice states VAT per rate only (`vatInGross` on the rate's total), so the rate's base
 * is shared out over its lines in proportion to their amounts, the cents left by rounding down going to the largest
 * remainders (ties: the earlier line): the lines of a rate then sum to its base to the cent, as EN 16931 demands.
 */
export function lineNets(
  lines: readonly NetsLine[],
  breakdown: readonly NetsRate[],
  pricesIncludeVat: boolean,
): number[] {
  const nets = lines.map((l) => assertCents(l.amountCents, 'line amount'));
  if (!pricesIncludeVat) return nets;
  for (const { rate, baseCents } of breakdown) {
    const members = lines.flatMap((l, i) => (l.vatRate === rate ? [i] : []));
    const total = members.reduce((sum, i) => sum + nets[i]!, 0);
    if (total === 0) {
      // Only lines of zero (a base of zero too): nothing to share.
      if (baseCents !== 0) throw new RangeError(`rate ${rate}: a base of ${baseCents} over lines summing to 0`);
      for (const i of members) nets[i] = 0;
      continue;
    }
    // Signs folded so the divisor is positive: a credit note's lines and base are negative.
    const sign = total < 0 ? -1n : 1n;
    const divisor = BigInt(total) * sign;
    const base = BigInt(assertCents(baseCents, 'VAT base')) * sign;
    const shares = members.map((i) => {
      const product = base * BigInt(nets[i]!) * sign;
      const floor = floorDiv(product, divisor);
      return { i, floor, remainder: product - floor * divisor };
    });
    let left = base - shares.reduce((sum, s) => sum + s.floor, 0n);
    const byRemainder = [...shares].sort((a, b) =>
      a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1,
    );
    for (const share of byRemainder) {
      if (left <= 0n) break;
      share.floor += 1n;
      left -= 1n;
    }
    for (const s of shares) nets[s.i] = Number(s.floor * sign);
  }
  const covered = new Set(breakdown.map((r) => r.rate));
  const orphan = lines.find((l) => !covered.has(l.vatRate));
  if (orphan) throw new RangeError(`no breakdown row for the ${orphan.vatRate} % rate`);
  return nets;
}
