import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import {
  LOCALES,
  expectedKeys,
  isPluralKey,
  namespaces,
  pluralBase,
  readCatalogue,
} from './catalogueFiles';

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const english = new Map(namespaces().flatMap((namespace) => [...readCatalogue('en', namespace)]));

/** English's text for a key, or for its plural base's "other" form. */
function englishFor(key: string): string {
  return english.get(key) ?? english.get(`${pluralBase(key)}_other`) ?? '';
}

/**
 * Texts the product specification fixes word for word, one file per namespace under
 * `specTexts/`. They must stay in the English catalogue exactly so, whatever the other languages
 * say.
 */
const SPEC_TEXTS: Record<string, string> = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<Record<string, string>>('./specTexts/*.ts', {
      eager: true,
      import: 'default',
    }),
  ),
);

describe('catalogues', () => {
  it('exist for every language the app offers, and for no other', () => {
    expect(readdirSync(LOCALES).sort()).toEqual(LANGUAGES.map((language) => language.code).sort());
  });

  it.each(LANGUAGES.filter((language) => language.code !== 'en').map((l) => l.code))(
    '%s has every namespace and key of English, no other, none empty, same placeholders',
    (code) => {
      for (const namespace of namespaces()) {
        const file = path.join(LOCALES, code, `${namespace}.json`);
        expect(existsSync(file), `${code}/${namespace}.json`).toBe(true);
        const ours = readCatalogue('en', namespace);
        const translated = readCatalogue(code, namespace);
        expect([...translated.keys()].sort(), `${code}/${namespace}`).toEqual(
          expectedKeys(ours.keys(), code),
        );
        for (const [key, text] of translated) {
          expect(text.trim(), `${code} ${key}`).not.toBe('');
          const wanted = placeholders(englishFor(key)).filter(
            // A plural form may leave the count out ("one message" rather than "1 message").
            (name) => !(isPluralKey(key) && name === 'count'),
          );
          for (const name of wanted) expect(placeholders(text), `${code} ${key}`).toContain(name);
        }
      }
      expect(readdirSync(path.join(LOCALES, code)).sort()).toEqual(
        namespaces().map((namespace) => `${namespace}.json`),
      );
    },
  );

  it("keep the specification's English texts word for word", () => {
    expect(Object.keys(SPEC_TEXTS).length).toBeGreaterThan(10);
    for (const [key, text] of Object.entries(SPEC_TEXTS)) expect(english.get(key), key).toBe(text);
  });
});
