import { isSepaIban, normaliseIban } from './iban';
import { parseStructuredCommunication } from './structured-communication';

/**
 * The payload of the European Payments Council's SEPA credit-transfer QR code (EPC069-12, "BCD" version 002, UTF-8):
 * a banking app that scans it fills in the transfer. Turning it into a QR image (error level M) is the caller's job.
 *
 * Where the Belgian structured communication goes: the guidelines give two mutually exclusive remittance elements,
 * "Remittance Information (Structured)" — a creditor reference of up to 35 characters, for which ISO 11649 `RF…` is
 * named as one that may be used, not the only one — and free "Remittance Information (Unstructured)" of up to 140.
 * Belgian banks carry the OGM/VCS as a structured creditor reference (Febelfin's SEPA rules: `Strd/CdtrRefInf` with
 * issuer `BBA`, the 12 digits), and Belgian invoicing software puts its 12 bare digits in the structured element
 * (Odoo `account_qr_code_sepa` + `account/tools/structured_reference.py`; Dolibarr PR 38880; letspeppol issue 274,
 * where an app showed a `+++…+++` sent as text as a free message). So: 12 digits in the structured line, and the
 * unstructured line stays empty whenever a structured communication is given.
 */

export const EPC_QR_MAX_BYTES = 331;
export const EPC_NAME_MAX = 70;
export const EPC_TEXT_MAX = 140;
export const EPC_INFORMATION_MAX = 70;
export const EPC_AMOUNT_MAX_CENTS = 99_999_999_999;

export interface EpcQrInput {
  /** The beneficiary's name, as on their account; 1..70 characters. */
  name: string;
  /** A SEPA IBAN; spaces and lower case are accepted. */
  iban: string;
  /** 8 or 11 characters, or empty: optional from version 002 inside the EEA. */
  bic?: string;
  /** 1 .. 99,999,999,999 cents (0.01 € .. 999,999,999.99 €). */
  amountCents: number;
  /** A Belgian structured communication in any accepted spelling; written as its 12 digits. */
  structuredCommunication?: string;
  /** Free remittance text (≤ 140), only without a structured communication. */
  remittanceText?: string;
  /** A note shown to the payer, not sent with the transfer (≤ 70). */
  information?: string;
}

/** UTF-8 length without TextEncoder, which the shared package's type library (ES only) does not declare. */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

function field(value: string | undefined, label: string, max: number): string {
  const text = (value ?? '').trim();
  if (/[\r\n]/.test(text)) throw new RangeError(`EPC QR: ${label} must be on one line`);
  if ([...text].length > max) throw new RangeError(`EPC QR: ${label} is longer than ${max} characters`);
  return text;
}

/** `EUR12.34`: always two decimals, from integer cents, no float. */
function formatAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 1 || cents > EPC_AMOUNT_MAX_CENTS) {
    throw new RangeError(
      `EPC QR: the amount must be 0.01 to 999999999.99 EUR (1..${EPC_AMOUNT_MAX_CENTS} cents), got ${cents}`,
    );
  }
  return `EUR${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The lines joined with `\n`; trailing empty elements are left out, so it never ends with a line break. */
export function epcQrPayload(input: EpcQrInput): string {
  const name = field(input.name, 'the beneficiary name', EPC_NAME_MAX);
  if (!name) throw new RangeError('EPC QR: the beneficiary name is required');

  const iban = normaliseIban(input.iban);
  if (!isSepaIban(iban)) throw new RangeError(`EPC QR: ${input.iban} is not a valid SEPA IBAN`);

  const bic = (input.bic ?? '').replace(/\s+/g, '').toUpperCase();
  if (bic && !/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic))
    throw new RangeError(`EPC QR: ${input.bic} is not a BIC`);

  let reference = '';
  if (input.structuredCommunication) {
    const parsed = parseStructuredCommunication(input.structuredCommunication);
    if (!parsed)
      throw new RangeError(`EPC QR: ${input.structuredCommunication} is not a valid structured communication`);
    reference = parsed.digits;
  }
  const text = field(input.remittanceText, 'the remittance text', EPC_TEXT_MAX);
  if (reference && text) throw new RangeError('EPC QR: give a structured communication or a remittance text, not both');

  const lines = [
    'BCD', // service tag
    '002', // version: the BIC may be empty
    '1', // character set: UTF-8
    'SCT', // SEPA credit transfer
    bic,
    name,
    iban,
    formatAmount(input.amountCents),
    '', // purpose code: none
    reference,
    text,
    field(input.information, 'the information for the payer', EPC_INFORMATION_MAX),
  ];
  while (lines[lines.length - 1] === '') lines.pop();
  const payload = lines.join('\n');
  if (utf8Bytes(payload) > EPC_QR_MAX_BYTES) {
    throw new RangeError(`EPC QR: the payload is ${utf8Bytes(payload)} bytes, more than ${EPC_QR_MAX_BYTES}`);
  }
  return payload;
}
