import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Reading the catalogues from disk, for the tests and the untranslated-strings script. */
type Catalogue = { [key: string]: string | Catalogue };

export const LOCALES = path.join(path.dirname(new URL(import.meta.url).pathname), 'locales');

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The namespaces English has: one file each under `locales/en/`. */
export function namespaces(): string[] {
  return readdirSync(path.join(LOCALES, 'en'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
}

/** Every key of one namespace of one language as "namespace:dotted.key", with its text. */
export function readCatalogue(language: string, namespace: string): Map<string, string> {
  const file = path.join(LOCALES, language, `${namespace}.json`);
  const flatten = (catalogue: Catalogue, prefix: string): [string, string][] =>
    Object.entries(catalogue).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`),
    );
  return new Map(flatten(JSON.parse(readFileSync(file, 'utf8')) as Catalogue, `${namespace}:`));
}

/** A key without its plural suffix: "n_messages_one" → "n_messages". */
export function pluralBase(key: string): string {
  return key.replace(PLURAL_SUFFIX, '');
}

export function isPluralKey(key: string): boolean {
  return PLURAL_SUFFIX.test(key);
}

/**
 * The keys a language must have for English's keys: a plural key becomes one key per plural
 * category of the language (Arabic has six, Japanese one), the others stay as they are.
 */
export function expectedKeys(english: Iterable<string>, language: string): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of english) {
    if (!isPluralKey(key)) keys.add(key);
    else for (const category of categories) keys.add(`${pluralBase(key)}_${category}`);
  }
  return [...keys].sort();
}
