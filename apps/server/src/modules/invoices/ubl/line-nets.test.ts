import { describe, expect, it } from 'vitest';
import { vatBreakdown, type VatRate } from '@pharmacy/shared/invoices/vat';
import { lineNets } from './line-nets';

const line = (amountCents: number, vatRate: VatRate) => ({ amountCents, vatRate });
const sumOfRate = (lines: { vatRate: number }[], nets: number[], rate: number) =>
  nets.reduce((sum, net, i) => (lines[i]!.vatRate === rate ? sum + net : sum), 0);

describe('lineNets', () => {
  it('is the line amount when prices are before VAT', () => {
    const lines = [line(1185, 6), line(1299, 21)];
    expect(lineNets(lines, vatBreakdown(lines), false)).toEqual([1185, 1299]);
  });

  it('shares each rate’s base over its VAT-included lines, summing to the base to the cent', () => {
    const lines = [line(1185, 6), line(1790, 6), line(299, 6), line(1299, 21), line(500, 21)];
    const breakdown = vatBreakdown(lines, true);
    const nets = lineNets(lines, breakdown, true);
    for (const row of breakdown) expect(sumOfRate(lines, nets, row.rate)).toBe(row.baseCents);
    // Each within a cent of its exact share (amount × base / rate total).
    lines.forEach((l, i) => {
      const row = breakdown.find((r) => r.rate === l.vatRate)!;
      const total = sumOfRate(
        lines,
        lines.map((x) => x.amountCents),
        l.vatRate,
      );
      expect(Math.abs(nets[i]! - (l.amountCents * row.baseCents) / total)).toBeLessThan(1);
    });
  });

  it('gives the cents left by rounding down to the largest remainders, the earlier line first on a tie', () => {
    // 200 over three equal lines: 66.67 each → 66 + 66 + 66, and the 2 cents left go to lines 1 and 2.
    expect(lineNets([line(100, 6), line(100, 6), line(100, 6)], [{ rate: 6, baseCents: 200 }], true)).toEqual([
      67, 67, 66,
    ]);
    // 100 over 10 / 20 / 70: exact shares 10, 20, 70 with nothing left over.
    expect(lineNets([line(10, 21), line(20, 21), line(70, 21)], [{ rate: 21, baseCents: 100 }], true)).toEqual([
      10, 20, 70,
    ]);
    // 10 over 1 / 2 / 3: 1.67, 3.33, 5 → 1, 3, 5 and the cent left to the largest remainder (line 1).
    expect(lineNets([line(1, 6), line(2, 6), line(3, 6)], [{ rate: 6, baseCents: 10 }], true)).toEqual([2, 3, 5]);
  });

  it('mirrors an invoice’s nets for its credit note (negative lines and bases)', () => {
    const lines = [line(1185, 6), line(1790, 6), line(299, 21), line(1299, 21)];
    const nets = lineNets(lines, vatBreakdown(lines, true), true);
    const credit = lines.map((l) => line(-l.amountCents, l.vatRate));
    expect(lineNets(credit, vatBreakdown(credit, true), true)).toEqual(nets.map((n) => -n));
  });

  it('keeps lines of zero at zero, and holds for many random invoices', () => {
    expect(lineNets([line(0, 6), line(0, 6)], [{ rate: 6, baseCents: 0 }], true)).toEqual([0, 0]);
    let seed = 42;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const rates: VatRate[] = [0, 6, 12, 21];
    for (let run = 0; run < 300; run++) {
      const lines = Array.from({ length: 1 + next(12) }, () => line(next(50_000), rates[next(4)]!));
      const breakdown = vatBreakdown(lines, true);
      const nets = lineNets(lines, breakdown, true);
      for (const row of breakdown) expect(sumOfRate(lines, nets, row.rate)).toBe(row.baseCents);
      nets.forEach((n, i) => {
        expect(Number.isSafeInteger(n)).toBe(true);
        expect(n).toBeLessThanOrEqual(lines[i]!.amountCents);
        expect(n).toBeGreaterThanOrEqual(0);
      });
    }
  });

  it('refuses a line whose rate has no breakdown row', () => {
    expect(() => lineNets([line(100, 6), line(100, 21)], [{ rate: 6, baseCents: 94 }], true)).toThrow(RangeError);
  });
});
