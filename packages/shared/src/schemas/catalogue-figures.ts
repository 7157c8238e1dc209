import { z } from 'zod';

/** GET /api/medicine/figures: the public catalogue in a few numbers (beyond SPEC; the charts of the gallery). */
export const catalogueFiguresSchema = z.object({
  /** Every medicine of the catalogue, marketed or not. */
  total: z.number().int(),
  marketed: z.number().int(),
  /** Marketed medicines a prescription is needed for (BDPM lists I and II, narcotics), and the others. */
  withPrescription: z.number().int(),
  withoutPrescription: z.number().int(),
  /** The commonest pharmaceutical forms of marketed medicines, in the catalogue's own words (French), most first. */
  forms: z.array(z.object({ form: z.string(), count: z.number().int() })),
  /** Marketed medicines of every other form. */
  otherForms: z.number().int(),
});
export type CatalogueFigures = z.infer<typeof catalogueFiguresSchema>;
