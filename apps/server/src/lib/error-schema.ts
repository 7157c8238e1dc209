import { z } from 'zod';

/** The error shape in OpenAPI (lib/errors.ts builds it). */
export const errorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
