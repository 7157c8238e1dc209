import type { Invoice as UblInput } from '@e-invoice-eu/core';

export interface UblLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export type UblWriter = (input: UblInput) => Promise<string>;

/**
 * @e-invoice-eu/core's UBL writer: its JSON-schema check of the input, its defaults, its XML. The library's
 * `InvoiceService.generate` does the same steps but compiles its 10,000-line schema on every call (about 200 ms of a
 * blocked event loop here); this compiles it once per app, on the first export, and the library (about 350 ms to
 * import) loads then too, not at start. ubl.test.ts checks the output equals `InvoiceService.generate`'s.
 */
export function ublWriter(log: UblLogger): UblWriter {
  let loading: Promise<UblWriter> | undefined;
  return async (input) => {
    loading ??= load(log).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(input);
  };
}

async function load(log: UblLogger): Promise<UblWriter> {
  const [{ FormatFactoryService, invoiceSchema }, { Ajv2019 }] = await Promise.all([
    import('@e-invoice-eu/core'),
    import('ajv/dist/2019'),
  ]);
  const format = new FormatFactoryService().createFormatService('UBL', {
    log: (m) => log.info(m),
    warn: (m) => log.warn(m),
    error: (m) => log.error(m),
  });
  const schema = structuredClone(invoiceSchema);
  format.patchSchema(schema);
  // The options of InvoiceService.generate: defaults filled in, every error reported.
  const ajv = new Ajv2019({ strict: true, allErrors: true, useDefaults: true });
  const validate = ajv.compile(schema);
  return async (input) => {
    const data = structuredClone(input);
    // A refusal is our mapping's bug, never the caller's: a 500 with the library's reasons in the log.
    if (!validate(data))
      throw new Error(`@e-invoice-eu/core refused the UBL input: ${ajv.errorsText(validate.errors)}`);
    format.fillInvoiceDefaults(data);
    const xml = await format.generate(data, { format: 'UBL', lang: 'en' });
    if (typeof xml !== 'string') throw new Error('@e-invoice-eu/core wrote UBL as bytes, not text');
    return xml;
  };
}
