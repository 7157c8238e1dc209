import { describe, expect, it } from 'vitest';
import { invoiceTotals, vatBreakdown, vatInGross, vatOnBase } from './vat';

describe('vatOnBase', () => {
  it.each([
    [1050, 21, 221], // 220.5 → 221: half rounds up
    [1049, 21, 220], // 220.29
    [1000, 6, 60],
    [25, 6, 2], // 1.5 → 2
    [24, 6, 1], // 1.44
    [50, 21, 11], // 10.5 → 11
    [1, 12, 0], // 0.12
    [5, 12, 1], // 0.6
    [99999, 0, 0],
    [0, 21, 0],
  ] as const)('%i cents at %i %% is %i', (base, rate, vat) => {
    expect(vatOnBase(base, rate)).toBe(vat);
  });

  it('rounds a credit note the mirror way: half away from zero', () => {
    expect(vatOnBase(-1050, 21)).toBe(-221);
    expect(vatOnBase(-1049, 21)).toBe(-220);
    expect(vatOnBase(-25, 6)).toBe(-2);
    expect(vatOnBase(-50, 21)).toBe(-11);
  });

  it('stays exact on the largest bases, where base × rate leaves the safe integers', () => {
    // 9,007,199,254,740,990 × 21 = 189,151,184,349,560,790 (> 2^53): / 100 = …607.9 → …608.
    expect(vatOnBase(Number.MAX_SAFE_INTEGER - 1, 21)).toBe(1_891_511_843_495_608);
    expect(vatOnBase(-(Number.MAX_SAFE_INTEGER - 1), 21)).toBe(-1_891_511_843_495_608);
  });

  it('refuses a fractional base', () => {
    expect(() => vatOnBase(10.5, 21)).toThrow(RangeError);
  });
});

describe('vatBreakdown', () => {
  it('sums the base per rate, sorted by rate, and rounds once per rate', () => {
    expect(
      vatBreakdown([
        { amountCents: 1299, vatRate: 21 },
        { amountCents: 850, vatRate: 6 },
        { amountCents: 450, vatRate: 6 },
        { amountCents: 500, vatRate: 0 },
      ]),
    ).toEqual([
      { rate: 0, baseCents: 500, vatCents: 0 },
      { rate: 6, baseCents: 1300, vatCents: 78 },
      { rate: 21, baseCents: 1299, vatCents: 273 }, // 272.79
    ]);
  });

  it('differs from per-line rounding on many small lines, as it should', () => {
    // Ten 5-cent lines at 21 %: per line 1.05 → 1 each (10 in all); per rate 50 × 21 % = 10.5 → 11.
    const tenSmall = Array.from({ length: 10 }, () => ({ amountCents: 5, vatRate: 21 }));
    expect(vatBreakdown(tenSmall)).toEqual([{ rate: 21, baseCents: 50, vatCents: 11 }]);
    // Three 10.50 € lines at 21 %: per line 220.5 → 221 each (663); per rate 3,150 × 21 % = 661.5 → 662.
    const threeMid = Array.from({ length: 3 }, () => ({ amountCents: 1050, vatRate: 21 }));
    expect(vatBreakdown(threeMid)[0].vatCents).toBe(662);
    // Seven 0.25 € lines at 6 %: per line 1.5 → 2 each (14); per rate 175 × 6 % = 10.5 → 11.
    const sevenTiny = Array.from({ length: 7 }, () => ({ amountCents: 25, vatRate: 6 }));
    expect(vatBreakdown(sevenTiny)[0].vatCents).toBe(11);
    // 1,000 lines of 0.01 € at 6 %: per line 0.06 → 0 each (0); per rate 1,000 × 6 % = 60.
    const thousandCents = Array.from({ length: 1000 }, () => ({ amountCents: 1, vatRate: 6 }));
    expect(vatBreakdown(thousandCents)[0]).toEqual({ rate: 6, baseCents: 1000, vatCents: 60 });
  });

  it('keeps a rate whose lines cancel out, with zero VAT', () => {
    expect(
      vatBreakdown([
        { amountCents: 100, vatRate: 21 },
        { amountCents: -100, vatRate: 21 },
      ]),
    ).toEqual([{ rate: 21, baseCents: 0, vatCents: 0 }]);
  });

  it('is empty without lines', () => {
    expect(vatBreakdown([])).toEqual([]);
  });

  it.each([5, 19, -6, Number.NaN])('refuses the rate %s', (rate) => {
    expect(() => vatBreakdown([{ amountCents: 100, vatRate: rate }])).toThrow(RangeError);
  });

  it('refuses fractional cents', () => {
    expect(() => vatBreakdown([{ amountCents: 1.5, vatRate: 6 }])).toThrow(RangeError);
  });
});

describe('invoiceTotals', () => {
  it('adds the per-rate rows: a pharmacy order with a delivery fee', () => {
    // Dafalgan 2 × 3.95 € (6 %), Ibuprofen 1 × 6.49 € (6 %), sun cream 1 × 12.99 € (21 %), delivery 4.50 € (21 %).
    const totals = invoiceTotals([
      { amountCents: 790, vatRate: 6 },
      { amountCents: 649, vatRate: 6 },
      { amountCents: 1299, vatRate: 21 },
      { amountCents: 450, vatRate: 21 },
    ]);
    // 6 %: 1,439 → 86.34 → 86. 21 %: 1,749 → 367.29 → 367.
    expect(totals).toEqual({
      netCents: 3188,
      vatCents: 453,
      grossCents: 3641,
      breakdown: [
        { rate: 6, baseCents: 1439, vatCents: 86 },
        { rate: 21, baseCents: 1749, vatCents: 367 },
      ],
    });
  });

  it('gives a credit note the exact negative of the invoice it reverses', () => {
    const lines = [
      { amountCents: 1050, vatRate: 21 },
      { amountCents: 25, vatRate: 6 },
    ];
    const invoice = invoiceTotals(lines);
    const credit = invoiceTotals(lines.map((l) => ({ ...l, amountCents: -l.amountCents })));
    expect(invoice).toMatchObject({ netCents: 1075, vatCents: 223, grossCents: 1298 });
    expect(credit).toMatchObject({ netCents: -1075, vatCents: -223, grossCents: -1298 });
  });

  it('is all zero without lines', () => {
    expect(invoiceTotals([])).toEqual({ netCents: 0, vatCents: 0, grossCents: 0, breakdown: [] });
  });
});

describe('VAT-included prices (an order’s consumer prices)', () => {
  it.each([
    [1790, 6, 101], // 101.32
    [1060, 6, 60], // exactly 60
    [121, 21, 21],
    [5, 21, 1], // 0.867 → 1
    [3, 21, 1], // 0.52 → 1
    [2, 21, 0], // 0.347
    [53, 6, 3], // 3.0 exactly
    [0, 6, 0],
    [999, 0, 0],
  ] as const)('%i cents at %i %% hold %i cents of VAT', (gross, rate, vat) => {
    expect(vatInGross(gross, rate)).toBe(vat);
    expect(vatInGross(-gross, rate)).toBe(0 - vat); // 0 − 0 is +0, as the function gives
  });

  it('rounds an exact half cent away from zero', () => {
    // 14 at 12 % holds 14 × 12 / 112 = 1.5 cents (at 6 % and 21 % no whole gross holds an exact half).
    expect(vatInGross(14, 12)).toBe(2);
    expect(vatInGross(-14, 12)).toBe(-2);
  });

  it('gives an invoice whose total is the price paid to the cent (the €17.90 order that became €17.91)', () => {
    const totals = invoiceTotals([{ amountCents: 1790, vatRate: 6 }], true);
    expect(totals).toEqual({ netCents: 1689, vatCents: 101, grossCents: 1790, breakdown: [{ rate: 6, baseCents: 1689, vatCents: 101 }] });
  });

  it('keeps every order total exact across rates and many lines', () => {
    // Medicines at 6 % and delivery at 21 %: each rate's gross is taken as paid, its VAT out of it once.
    const lines = [
      { amountCents: 2 * 395, vatRate: 6 },
      { amountCents: 649, vatRate: 6 },
      { amountCents: 1299, vatRate: 21 },
      { amountCents: 450, vatRate: 21 },
    ];
    const totals = invoiceTotals(lines, true);
    expect(totals.grossCents).toBe(790 + 649 + 1299 + 450);
    // 6 %: 1,439 holds 81.45 → 81; 21 %: 1,749 holds 303.55 → 304.
    expect(totals.breakdown).toEqual([
      { rate: 6, baseCents: 1358, vatCents: 81 },
      { rate: 21, baseCents: 1445, vatCents: 304 },
    ]);
    for (let gross = 1; gross <= 5000; gross += 7) {
      expect(invoiceTotals([{ amountCents: gross, vatRate: 6 }, { amountCents: gross * 3, vatRate: 21 }], true).grossCents).toBe(gross * 4);
    }
  });

  it('credits a VAT-included invoice by its exact negative', () => {
    const lines = [
      { amountCents: 1790, vatRate: 6 },
      { amountCents: 499, vatRate: 21 },
    ];
    const invoice = invoiceTotals(lines, true);
    const credit = invoiceTotals(lines.map((l) => ({ ...l, amountCents: -l.amountCents })), true);
    expect(credit).toEqual({
      netCents: -invoice.netCents,
      vatCents: -invoice.vatCents,
      grossCents: -invoice.grossCents,
      breakdown: invoice.breakdown.map((r) => ({ rate: r.rate, baseCents: -r.baseCents, vatCents: -r.vatCents })),
    });
  });
});
