#!/usr/bin/env node
// Lists, per language, the keys of the English catalogue that a catalogue lacks or leaves in
// English (same text). A few words are the same in many languages (Blog, FAQ): those are listed
// too, for a person to judge; the unit test (web/src/i18n/catalogues.test.ts) fails only on a
// missing or empty key.
import fs from 'node:fs';
import path from 'node:path';

const folder = path.resolve('web/src/i18n/locales');
const flatten = (catalogue, prefix = '') =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`),
  );
const read = (file) =>
  new Map(flatten(JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8'))));

const english = read('en.json');
let total = 0;
for (const file of fs
  .readdirSync(folder)
  .filter((name) => name !== 'en.json')
  .sort()) {
  const catalogue = read(file);
  const untranslated = [...english].filter(
    ([key, text]) => catalogue.get(key) === undefined || catalogue.get(key) === text,
  );
  total += untranslated.length;
  console.log(
    `${file.replace('.json', '')}: ${untranslated.length} of ${english.size} untranslated`,
  );
  for (const [key, text] of untranslated) console.log(`  ${key}: ${JSON.stringify(text)}`);
}
process.exitCode = 0;
console.log(`${total} in all.`);
