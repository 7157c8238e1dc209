import type { Language } from '@pharmacy/shared/languages';
import { EN } from './en';
import { FR } from './fr';
import { NL } from './nl';
import { DE } from './de';
import { VI } from './vi';
import { CN } from './cn';
import { AR } from './ar';
import type { PdfLabels } from './types';

export { fill, type PdfLabels } from './types';

/** The invoice PDF's words, one file per language (the rules they follow are in ./types.ts). */
export const PDF_LABELS: Record<Language, PdfLabels> = { en: EN, fr: FR, nl: NL, de: DE, vi: VI, cn: CN, ar: AR };
