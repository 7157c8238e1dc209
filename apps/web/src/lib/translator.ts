import { htmlLangFor } from './language-tags';

/**
 * The product's own translation engine: nested dictionaries per language, `{{name}}` interpolation and plurals by
 * `Intl.PluralRules` (`key_one`, `key_few`…, with `key_zero` for a count of 0 in every language), the English
 * dictionary as the fallback. It replaced i18next with react-i18next and the language detector (about 20 KiB gzip on
 * every first visit, issue 13) and keeps the behaviour the dictionaries were written for. No React here: see
 * lib/translation.tsx.
 */

export interface TOptions {
  /** Chooses the plural form, and is `{{count}}` in the text. */
  count?: number;
  /** What to show when the key exists in no loaded dictionary. */
  defaultValue?: string;
  [name: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

type Dictionary = Record<string, unknown>;
type TranslatorEvent = 'languageChanged' | 'added';
type Listener = (language: string) => void;

const isDictionary = (value: unknown): value is Dictionary =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function merge(target: Dictionary, source: Dictionary): void {
  for (const [name, value] of Object.entries(source)) {
    const existing = target[name];
    if (isDictionary(value) && isDictionary(existing)) merge(existing, value);
    else target[name] = value;
  }
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** `{{name}}` becomes the value's text (no HTML escaping: React escapes), an unknown name nothing. */
export function interpolate(text: string, values: TOptions | undefined): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = values?.[name];
    return value === undefined || value === null ? '' : String(value as string | number);
  });
}

export class Translator {
  private readonly dictionaries = new Map<string, Dictionary>();
  private readonly listeners = new Map<TranslatorEvent, Set<Listener>>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();

  constructor(
    public language: string,
    private readonly fallbackLanguage: string,
    /** Called when a key is in no loaded dictionary (its part may not have arrived yet). */
    private readonly onMissing: (key: string) => void = () => undefined,
  ) {}

  /**
   * Adds texts to a language's dictionary, deep-merged over what it holds (the translator keeps the objects it is
   * given: pass a freshly parsed part), and tells the listeners of 'added'.
   */
  addResources(language: string, dictionary: Dictionary): void {
    const target = this.dictionaries.get(language) ?? {};
    merge(target, dictionary);
    this.dictionaries.set(language, target);
    this.emit('added', language);
  }

  changeLanguage(language: string): void {
    if (language === this.language) return;
    this.language = language;
    this.emit('languageChanged', language);
  }

  exists(key: string): boolean {
    return this.find(this.language, key) !== undefined || this.find(this.fallbackLanguage, key) !== undefined;
  }

  /** The text of a key in the current language, falling back to English, then to `defaultValue`, then to the key. */
  readonly t: TFunction = (key, options) => this.translate(this.language, key, options);

  /** A `t` bound to one language, whatever the current one. */
  getFixedT(language: string): TFunction {
    return (key, options) => this.translate(language, key, options);
  }

  on(event: TranslatorEvent, listener: Listener): void {
    const listeners = this.listeners.get(event) ?? new Set<Listener>();
    listeners.add(listener);
    this.listeners.set(event, listeners);
  }

  off(event: TranslatorEvent, listener: Listener): void {
    this.listeners.get(event)?.delete(listener);
  }

  private emit(event: TranslatorEvent, language: string): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(language);
  }

  /** The text before `{{name}}` is filled in: <Trans> finds its tags in it, so a value can never become a tag. */
  template(key: string, options?: TOptions): string {
    return this.resolve(this.language, key, options);
  }

  private translate(language: string, key: string, options: TOptions | undefined): string {
    return interpolate(this.resolve(language, key, options), options);
  }

  private resolve(language: string, key: string, options: TOptions | undefined): string {
    const text = this.lookup(language, key, options?.count) ?? this.lookup(this.fallbackLanguage, key, options?.count);
    if (text !== undefined) return text;
    this.onMissing(key);
    return options?.defaultValue ?? key;
  }

  /** i18next's order: `_zero` for 0, then the language's plural form, then the bare key. */
  private lookup(language: string, key: string, count: number | undefined): string | undefined {
    if (typeof count !== 'number') return this.find(language, key);
    const candidates = [`${key}_${this.pluralOf(language, count)}`, key, `${key}_other`];
    if (count === 0) candidates.unshift(`${key}_zero`);
    for (const candidate of candidates) {
      const text = this.find(language, candidate);
      if (text !== undefined) return text;
    }
    return undefined;
  }

  private find(language: string, key: string): string | undefined {
    let node: unknown = this.dictionaries.get(language);
    for (const name of key.split('.')) {
      if (!isDictionary(node)) return undefined;
      node = node[name];
    }
    return typeof node === 'string' ? node : undefined;
  }

  private pluralOf(language: string, count: number): Intl.LDMLPluralRule {
    let rules = this.pluralRules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(htmlLangFor(language));
      this.pluralRules.set(language, rules);
    }
    return rules.select(count);
  }
}
