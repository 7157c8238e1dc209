import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BdpmFileName } from './import-report';

/*
 * Small hand-made BDPM files (tests only) with every kind of dirt the data README lists: Windows-1252 and UTF-8
 * files, a UTF-8 BOM, CRLF line ends, empty trailing columns, prices such as `1,466,29`, rates `65%`/`65 %`/empty,
 * rows for CIS codes the medicine list no longer has, and rows with stray empty columns inserted mid-row.
 */

const CP1252_EXTRA: Record<string, number> = { '€': 0x80, '’': 0x92, '‘': 0x91, '“': 0x93, '”': 0x94, '–': 0x96, 'œ': 0x9c, 'Œ': 0x8c };

/** Test-only encoder: Latin-1 plus the Windows-1252 punctuation the BDPM uses. */
export function encodeWindows1252(text: string): Buffer {
  const bytes: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (CP1252_EXTRA[ch] !== undefined) bytes.push(CP1252_EXTRA[ch]);
    else if (code <= 0xff) bytes.push(code);
    else throw new Error(`not encodable in Windows-1252: ${ch}`);
  }
  return Buffer.from(bytes);
}

const tsv = (rows: string[][], eol: string) => rows.map((r) => r.join('\t')).join(eol) + eol;

export const FIXTURE_MEDICINES: string[][] = [
  ['60000001', 'DOLITEST 1000 mg, comprimé', 'comprimé', 'orale', 'Autorisation active', 'Procédure nationale', 'Commercialisée', '12/03/1998', '', '', ' LABO TEST', 'Non'],
  ['60000002', 'AMOXITEST 500 mg, gélule', 'gélule', 'orale', 'Autorisation active', 'Procédure nationale', 'Commercialisée', '07/07/2005', '', '', ' LABO TEST', 'Non'],
  ['60000003', 'MORPHITEST 10 mg, gélule à libération prolongée', 'gélule', 'orale', 'Autorisation active', 'Procédure nationale', 'Commercialisée', '01/02/2010', '', '', ' LABO TEST', 'Oui'],
  ['60000004', 'L’ÉPHÉDRINE TEST 30 mg, solution injectable', ' solution injectable', 'intraveineuse;intramusculaire', 'Autorisation active', 'Procédure nationale', 'Commercialisée', '29/02/2016', 'Warning disponibilité', '', ' LABO TEST', 'Non'],
  ['60000005', 'CHERTEST 100 mg, poudre pour perfusion', 'poudre', 'intraveineuse', 'Autorisation active', 'Procédure centralisée', 'Commercialisée', '15/06/2020', '', 'EU/1/20/0001', ' LABO TEST', 'Non'],
  ['60000006', 'VASETEST 100 %, pommade', 'pommade', 'cutanée', 'Autorisation active', 'Procédure nationale', 'Non commercialisée', '03/03/2003', '', '', ' LABO TEST', 'Non'],
  // Bad rows: not a CIS code, a duplicate.
  ['ABC', 'SANS CODE', 'comprimé', 'orale', 'Autorisation active', 'Procédure nationale', 'Commercialisée', '01/01/2001', '', '', ' LABO', 'Non'],
  ['60000001', 'DOLITEST 1000 mg, comprimé (doublon)', 'comprimé', 'orale', 'Autorisation active', 'Procédure nationale', 'Commercialisée', '12/03/1998', '', '', ' LABO TEST', 'Non'],
];

/** UTF-8 with BOM, LF, 13 columns, trailing empty notes column. */
export const FIXTURE_PRESENTATIONS: string[][] = [
  ['60000001', '3000001', 'plaquette(s) de 8 comprimé(s)', 'Présentation active', 'Déclaration de commercialisation', '16/03/2011', '3400930000011', 'oui', '65%', '1,95', '2,97', '1,02', ''],
  ['60000001', '3000002', 'plaquette(s) de 16 comprimé(s)', 'Présentation active', 'Déclaration de commercialisation', '16/03/2011', '3400930000028', 'oui', '65 %', '3,10', '4,12', '1,02', ''],
  ['60000002', '3000003', 'plaquette(s) de 12 gélule(s)', 'Présentation active', 'Déclaration de commercialisation', '30/11/2006', '3400930000035', 'oui', '', '', '', '', ''],
  ['60000003', '3000004', 'plaquette(s) de 14 gélule(s)', 'Présentation active', 'Déclaration de commercialisation', '01/01/2012', '3400930000042', 'non', '100 %', '7,518,58', '7,519,60', '1,02', 'Remboursé <br> dans les cas suivants'],
  ['60000005', '3000005', '1 flacon(s)', 'Présentation active', 'Déclaration de commercialisation', '01/01/2021', '3400930000059', 'oui', '30%', '1,466,29', '1,469,05', '2,76', ''],
  ['60000006', '3000006', '1 tube(s) de 30 g', 'Présentation abrogée', 'Déclaration d’arrêt de commercialisation', '01/01/2004', '3400930000066', 'non', '', '', '', '', ''],
  // The CIS is not in CIS_bdpm.txt.
  ['69999999', '3000099', 'plaquette(s) perdue(s)', 'Présentation active', 'Déclaration de commercialisation', '01/01/2012', '3400930000998', 'oui', '65%', '2,00', '3,02', '1,02', ''],
  // A CIP13 that is not one.
  ['60000002', '3000007', 'code illisible', 'Présentation active', 'Déclaration de commercialisation', '01/01/2012', '34009300X0073', 'oui', '65%', '2,00', '3,02', '1,02', ''],
];

/** Windows-1252, CRLF, 8 columns + a trailing empty one; one row with three stray empty columns (12 in all). */
export const FIXTURE_COMPOSITIONS: string[][] = [
  ['60000001', 'comprimé', '02202', 'PARACÉTAMOL', '1000 mg', 'un comprimé', 'SA', '1', ''],
  ['60000002', 'gélule', '04213', 'AMOXICILLINE TRIHYDRATÉE', '574 mg', 'une gélule', 'SA', '1', ''],
  ['60000002', 'gélule', '04214', 'AMOXICILLINE', '500 mg', 'une gélule', 'FT', '1', ''],
  ['60000003', 'gélule', '05555', 'SULFATE DE MORPHINE', '', '', '', '10 mg', 'une gélule', 'SA', '1', ''],
  ['60000004', 'solution', '06666', 'ÉPHÉDRINE (CHLORHYDRATE D’)', '30 mg', '1 ml', 'SA', '1', ''],
  ['60000005', 'poudre', '07777', 'CHERASE', '100 mg', 'un flacon', 'SA', '1', ''],
  ['60000006', 'pommade', '08888', 'VASELINE', '100 g', '100 g', 'SA', '1', ''],
  // 2022 file: a CIS the 2026 list no longer has.
  ['61111111', 'comprimé', '09999', 'ANCIENNE SUBSTANCE', '5 mg', 'un comprimé', 'SA', '1', ''],
];

/** Windows-1252, CRLF, 2 columns. */
export const FIXTURE_CONDITIONS: string[][] = [
  ['60000002', 'liste I'],
  ['60000003', 'stupéfiants'],
  ['60000003', 'prescription limitée à 4 semaines'],
  ['60000004', 'liste II'],
  ['60000004', 'prescription nécessitant préalablement le recueil de l’accord de soins du patient'],
  ['60000005', 'réservé à l\'usage HOSPITALIER'],
  ['61111111', 'liste I'],
];

/** Windows-1252, CRLF, 5 columns + a trailing empty one; one row with a stray empty column after the label. */
export const FIXTURE_GENERICS: string[][] = [
  ['1', 'PARACÉTAMOL 1000 mg - DOLITEST 1000 mg, comprimé', '60000001', '0', '1', ''],
  ['2', 'AMOXICILLINE 500 mg – AMOXITEST 500 mg, gélule', '', '60000002', '0', '1', ''],
  ['2', 'AMOXICILLINE 500 mg – AMOXITEST 500 mg, gélule', '61111111', '1', '2', ''],
];

export type FixtureFiles = Record<BdpmFileName, Buffer>;

export function fixtureFiles(overrides: Partial<Record<BdpmFileName, string[][]>> = {}): FixtureFiles {
  return {
    'CIS_bdpm.txt': encodeWindows1252(tsv(overrides['CIS_bdpm.txt'] ?? FIXTURE_MEDICINES, '\r\n')),
    'CIS_CIP_bdpm.txt': Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(tsv(overrides['CIS_CIP_bdpm.txt'] ?? FIXTURE_PRESENTATIONS, '\n'), 'utf8')]),
    'CIS_COMPO_bdpm.txt': encodeWindows1252(tsv(overrides['CIS_COMPO_bdpm.txt'] ?? FIXTURE_COMPOSITIONS, '\r\n')),
    'CIS_CPD_bdpm.txt': encodeWindows1252(tsv(overrides['CIS_CPD_bdpm.txt'] ?? FIXTURE_CONDITIONS, '\r\n')),
    'CIS_GENER_bdpm.txt': encodeWindows1252(tsv(overrides['CIS_GENER_bdpm.txt'] ?? FIXTURE_GENERICS, '\r\n')),
  };
}

/** Writes the files to a fresh temporary folder and returns it. */
export function writeFixtureDir(files: FixtureFiles = fixtureFiles()): string {
  const dir = mkdtempSync(join(tmpdir(), 'bdpm-fixture-'));
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dir, name), bytes);
  return dir;
}
