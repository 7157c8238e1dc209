import { splitLines } from './bdpm-decode';
import {
  fitColumns,
  hasThousandsSeparator,
  isPrescriptionCondition,
  parseEuroCents,
  parseFrenchDate,
  parseRate,
  parseYesNo,
  plain,
} from './bdpm-fields';
import { FileIssues } from './import-report';

/** One parsed file: the rows kept and what happened to the others. */
export interface Parsed<T> {
  rows: T[];
  read: number;
  issues: FileIssues;
}

export interface MedicineRecord {
  cis: string;
  name: string;
  form: string;
  routes: string[];
  authorisationStatus: string;
  procedure: string;
  marketingStatus: string;
  marketed: boolean;
  authorisationDate: string | null;
  warningStatus: string | null;
  euNumber: string | null;
  holders: string;
  enhancedMonitoring: boolean;
}

export interface PresentationRecord {
  cip13: string;
  cis: string;
  cip7: string | null;
  label: string;
  status: string;
  marketingStatus: string;
  marketed: boolean;
  declarationDate: string | null;
  hospitalApproved: boolean | null;
  reimbursementRate: number | null;
  priceCents: number | null;
  priceWithFeeCents: number | null;
  dispensingFeeCents: number | null;
  reimbursementNotes: string | null;
}

export interface SubstanceRecord {
  cis: string;
  element: string;
  substanceCode: string;
  substanceName: string;
  strength: string | null;
  strengthReference: string | null;
  nature: string;
  linkNumber: number;
}

export interface ConditionRecord {
  cis: string;
  condition: string;
}

export interface GenericRecord {
  groupId: number;
  label: string;
  cis: string;
  type: number;
  sortOrder: number;
}

const UNKNOWN_CIS = 'unknown CIS (not in CIS_bdpm.txt)';
const isCis = (s: string) => /^\d{8}$/.test(s);
const orNull = (s: string) => (s === '' ? null : s);

/** Shared row loop: column fitting, CIS checks, duplicate keys. `read` returns a record or a rejection reason. */
function parseRows<T>(
  text: string,
  shape: { expected: number; required: number; cisColumn: number },
  knownCis: ReadonlySet<string> | null,
  key: (row: T) => string,
  read: (fields: string[], issues: FileIssues) => T | string,
): Parsed<T> {
  const issues = new FileIssues();
  const lines = splitLines(text);
  const seen = new Set<string>();
  const rows: T[] = [];
  for (const raw of lines) {
    const fit = fitColumns(raw.fields, shape.expected, shape.required);
    if ('error' in fit) {
      issues.reject(fit.error.replace(/ \(.*/, ''), raw.line, fit.error);
      continue;
    }
    if (fit.repaired) issues.note('rows with stray empty columns, realigned');
    const cis = fit.fields[shape.cisColumn];
    if (!isCis(cis)) {
      issues.reject('invalid CIS code', raw.line, JSON.stringify(cis));
      continue;
    }
    if (knownCis && !knownCis.has(cis)) {
      issues.reject(UNKNOWN_CIS, raw.line, cis);
      continue;
    }
    const result = read(fit.fields, issues);
    if (typeof result === 'string') {
      issues.reject(result, raw.line);
      continue;
    }
    const k = key(result);
    if (seen.has(k)) {
      issues.reject('duplicate row (same key earlier in the file)', raw.line, k);
      continue;
    }
    seen.add(k);
    rows.push(result);
  }
  return { rows, read: lines.length, issues };
}

/** Reads one optional value; an unreadable one is stored as empty and noted, the row is kept. */
function readOr<T>(value: T | undefined, issues: FileIssues, note: string): T | null {
  if (value === undefined) {
    issues.note(note);
    return null;
  }
  return value;
}

export function parseMedicines(text: string): Parsed<MedicineRecord> {
  return parseRows<MedicineRecord>(text, { expected: 12, required: 2, cisColumn: 0 }, null, (r) => r.cis, (f, issues) => {
    if (f[1] === '') return 'missing name';
    return {
      cis: f[0],
      name: f[1],
      form: f[2],
      routes: f[3] === '' ? [] : f[3].split(';').map((r) => r.trim()).filter(Boolean),
      authorisationStatus: f[4],
      procedure: f[5],
      marketingStatus: f[6],
      marketed: plain(f[6]) === 'commercialisee',
      authorisationDate: readOr(parseFrenchDate(f[7]), issues, 'unreadable authorisation date, stored empty'),
      warningStatus: orNull(f[8]),
      euNumber: orNull(f[9]),
      holders: f[10],
      enhancedMonitoring: readOr(parseYesNo(f[11]), issues, 'unreadable enhanced-monitoring flag, stored as no') ?? false,
    };
  });
}

export function parsePresentations(text: string, knownCis: ReadonlySet<string>): Parsed<PresentationRecord> {
  return parseRows<PresentationRecord>(text, { expected: 13, required: 7, cisColumn: 0 }, knownCis, (r) => r.cip13, (f, issues) => {
    if (!/^\d{13}$/.test(f[6])) return 'invalid CIP13 code';
    const price = (raw: string, what: string) => {
      if (hasThousandsSeparator(raw)) issues.note('prices with a comma as thousands separator (e.g. 1,466,29)');
      return readOr(parseEuroCents(raw), issues, `unreadable ${what}, stored empty`);
    };
    if (/^\d+\s+%$/.test(f[8])) issues.note('reimbursement rates written with a space (65 %)');
    const marketing = plain(f[4]);
    return {
      cis: f[0],
      cip7: /^\d{7}$/.test(f[1]) ? f[1] : readOr<string>(undefined, issues, 'unreadable CIP7, stored empty'),
      label: f[2],
      status: f[3],
      marketingStatus: f[4],
      marketed: plain(f[3]) === 'presentation active' && marketing === 'declaration de commercialisation',
      declarationDate: readOr(parseFrenchDate(f[5]), issues, 'unreadable declaration date, stored empty'),
      cip13: f[6],
      hospitalApproved: readOr(parseYesNo(f[7]), issues, 'unreadable hospital approval, stored empty'),
      reimbursementRate: readOr(parseRate(f[8]), issues, 'unreadable reimbursement rate, stored empty'),
      priceCents: price(f[9], 'price'),
      priceWithFeeCents: price(f[10], 'price with fee'),
      dispensingFeeCents: price(f[11], 'dispensing fee'),
      reimbursementNotes: orNull(f[12]),
    };
  });
}

export function parseSubstances(text: string, knownCis: ReadonlySet<string>): Parsed<SubstanceRecord> {
  return parseRows<SubstanceRecord>(
    text,
    { expected: 8, required: 8, cisColumn: 0 },
    knownCis,
    (r) => `${r.cis}|${r.element}|${r.substanceCode}|${r.linkNumber}`,
    (f) => {
      if (f[3] === '') return 'missing substance name';
      if (f[6] === '') return 'missing substance nature (SA/FT)';
      if (!/^\d{1,9}$/.test(f[7])) return 'invalid link number';
      return {
        cis: f[0],
        element: f[1],
        substanceCode: f[2],
        substanceName: f[3],
        strength: orNull(f[4]),
        strengthReference: orNull(f[5]),
        nature: f[6],
        linkNumber: Number(f[7]),
      };
    },
  );
}

export function parseConditions(text: string, knownCis: ReadonlySet<string>): Parsed<ConditionRecord> {
  return parseRows<ConditionRecord>(text, { expected: 2, required: 2, cisColumn: 0 }, knownCis, (r) => `${r.cis}|${r.condition}`, (f) =>
    f[1] === '' ? 'missing condition' : { cis: f[0], condition: f[1] },
  );
}

export function parseGenerics(text: string, knownCis: ReadonlySet<string>): Parsed<GenericRecord> {
  const labels = new Map<number, string>();
  return parseRows<GenericRecord>(text, { expected: 5, required: 4, cisColumn: 2 }, knownCis, (r) => `${r.groupId}|${r.cis}`, (f, issues) => {
    if (!/^\d{1,9}$/.test(f[0])) return 'invalid group id';
    if (!/^\d$/.test(f[3])) return 'invalid generic type';
    const groupId = Number(f[0]);
    const known = labels.get(groupId);
    if (known === undefined) labels.set(groupId, f[1]);
    else if (known !== f[1]) issues.note('group rows with another label than the first, first label kept');
    return {
      groupId,
      label: known ?? f[1],
      cis: f[2],
      type: Number(f[3]),
      sortOrder: /^\d{1,9}$/.test(f[4]) ? Number(f[4]) : 0,
    };
  });
}

/** The derived flag of every CIS that has at least one prescription-only condition. */
export function prescriptionCis(conditions: ConditionRecord[]): Set<string> {
  return new Set(conditions.filter((c) => isPrescriptionCondition(c.condition)).map((c) => c.cis));
}
