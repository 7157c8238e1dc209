import type { Db } from '../../db/client';
import { decodeBdpmFile, type DecodedFile } from './bdpm-decode';
import {
  parseConditions,
  parseGenerics,
  parseMedicines,
  parsePresentations,
  parseSubstances,
  prescriptionCis,
  type Parsed,
} from './bdpm-files';
import { readBdpmSource, type BdpmFiles } from './bdpm-source';
import { applyCatalogue, type ApplyStep, type CatalogueData, type MergeCounts } from './apply';
import { BDPM_FILES, type BdpmFileName, type FileReport, type ImportReport } from './import-report';

export interface ParsedBdpm {
  data: CatalogueData;
  files: Record<BdpmFileName, { decoded: DecodedFile; parsed: Parsed<unknown> }>;
}

/** Decodes and parses the five files; no database involved (unit-testable). */
export function parseBdpm(files: BdpmFiles): ParsedBdpm {
  const decoded = Object.fromEntries(BDPM_FILES.map((name) => [name, decodeBdpmFile(files[name])])) as Record<BdpmFileName, DecodedFile>;
  const medicines = parseMedicines(decoded['CIS_bdpm.txt'].text);
  const known = new Set(medicines.rows.map((m) => m.cis));
  const presentations = parsePresentations(decoded['CIS_CIP_bdpm.txt'].text, known);
  const substances = parseSubstances(decoded['CIS_COMPO_bdpm.txt'].text, known);
  const conditions = parseConditions(decoded['CIS_CPD_bdpm.txt'].text, known);
  const generics = parseGenerics(decoded['CIS_GENER_bdpm.txt'].text, known);

  const prescription = prescriptionCis(conditions.rows);
  const names = new Map<string, Set<string>>();
  for (const s of substances.rows) {
    let set = names.get(s.cis);
    if (!set) names.set(s.cis, (set = new Set()));
    set.add(s.substanceName);
  }
  return {
    data: {
      medicines: medicines.rows.map((m) => ({
        ...m,
        requiresPrescription: prescription.has(m.cis),
        substancesText: [...(names.get(m.cis) ?? [])].sort().join(' '),
      })),
      presentations: presentations.rows,
      substances: substances.rows,
      conditions: conditions.rows,
      generics: generics.rows,
    },
    files: {
      'CIS_bdpm.txt': { decoded: decoded['CIS_bdpm.txt'], parsed: medicines },
      'CIS_CIP_bdpm.txt': { decoded: decoded['CIS_CIP_bdpm.txt'], parsed: presentations },
      'CIS_COMPO_bdpm.txt': { decoded: decoded['CIS_COMPO_bdpm.txt'], parsed: substances },
      'CIS_CPD_bdpm.txt': { decoded: decoded['CIS_CPD_bdpm.txt'], parsed: conditions },
      'CIS_GENER_bdpm.txt': { decoded: decoded['CIS_GENER_bdpm.txt'], parsed: generics },
    },
  };
}

export interface ImportOptions {
  /** Called before each database step (progress output); a throw aborts the import and rolls everything back. */
  onStep?: (step: ApplyStep) => void | Promise<void>;
}

/**
 * `npm run catalogue:import`, CATALOGUE_DIR at start and the bench: reads the BDPM export from a folder or URL,
 * merges it into the catalogue in one transaction and returns the report.
 */
export async function importCatalogue(db: Db, source: string, options: ImportOptions = {}): Promise<ImportReport> {
  const started = new Date();
  const parsed = parseBdpm(await readBdpmSource(source));
  const result = await applyCatalogue(db, parsed.data, options.onStep);
  const counts: Record<BdpmFileName, MergeCounts> = {
    'CIS_bdpm.txt': result.medicines,
    'CIS_CIP_bdpm.txt': result.presentations,
    'CIS_COMPO_bdpm.txt': result.substances,
    'CIS_CPD_bdpm.txt': result.conditions,
    'CIS_GENER_bdpm.txt': result.genericMembers,
  };
  const files = BDPM_FILES.map((name): FileReport => {
    const { decoded, parsed: p } = parsed.files[name];
    const notes = { ...p.issues.notes };
    if (name === 'CIS_GENER_bdpm.txt') {
      const g = result.genericGroups;
      notes['generic groups inserted'] = g.inserted;
      notes['generic groups relabelled'] = g.updated;
      notes['generic groups removed'] = g.removed;
    }
    return {
      file: name,
      encoding: decoded.encoding,
      bom: decoded.bom,
      lineEndings: decoded.lineEndings,
      read: p.read,
      ...counts[name],
      rejected: p.issues.rejected,
      rejections: p.issues.rejections,
      notes,
    };
  });
  return { source, startedAt: started.toISOString(), durationMs: Date.now() - started.getTime(), files };
}
