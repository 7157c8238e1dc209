// The product's `cn` is Simplified Chinese; Arabic keeps Latin digits so dates read the same in every language.
const LOCALES: Record<string, string> = { cn: 'zh-Hans', ar: 'ar-u-nu-latn' };

export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[language] ?? language, { dateStyle: 'medium' }).format(date);
}
