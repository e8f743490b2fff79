#!/usr/bin/env node
// Lists, per language, the keys of the English catalogues that a language lacks or leaves in
// English (same text). A few words are the same in many languages (Blog, FAQ): those are listed
// too, for a person to judge; the unit test (web/src/i18n/catalogues.test.ts) fails only on a
// missing or empty key.
import fs from 'node:fs';
import path from 'node:path';

const folder = path.resolve('web/src/i18n/locales');
const flatten = (catalogue, prefix) =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`),
  );
const read = (language) =>
  new Map(
    fs
      .readdirSync(path.join(folder, language))
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) =>
        flatten(
          JSON.parse(fs.readFileSync(path.join(folder, language, file), 'utf8')),
          `${file.replace(/\.json$/, '')}:`,
        ),
      ),
  );
const base = (key) => key.replace(/_(zero|one|two|few|many|other)$/, '');

const english = read('en');
let total = 0;
for (const language of fs
  .readdirSync(folder)
  .filter((name) => name !== 'en')
  .sort()) {
  const catalogue = read(language);
  const translatedBases = new Map([...catalogue].map(([key, text]) => [base(key), text]));
  const untranslated = [...english].filter(([key, text]) => {
    const theirs =
      catalogue.get(key) ?? (key !== base(key) ? translatedBases.get(base(key)) : undefined);
    return theirs === undefined || theirs === text;
  });
  total += untranslated.length;
  console.log(`${language}: ${untranslated.length} of ${english.size} untranslated`);
  for (const [key, text] of untranslated) console.log(`  ${key}: ${JSON.stringify(text)}`);
}
process.exitCode = 0;
console.log(`${total} in all.`);
