import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';

type Catalogue = { [key: string]: string | Catalogue };

const LOCALES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');
const read = (code: string): Catalogue =>
  JSON.parse(readFileSync(path.join(LOCALES, `${code}.json`), 'utf8')) as Catalogue;

/** Every key of a catalogue as a dotted path, with its text. */
function entries(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : entries(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const english = new Map(entries(read('en')));

/**
 * Texts the product specification fixes word for word. They must stay in the English
 * catalogue exactly so, whatever the other languages say.
 */
const SPEC_TEXTS: Record<string, string> = {
  'footer.tagline': 'Connecting people, one chat at a time.',
  'footer.about': 'About',
  'footer.contact': 'Contact',
  'footer.privacy': 'Privacy Policy',
  'footer.terms': 'Terms & Conditions',
  'footer.faq': 'FAQ',
  'footer.community': 'Community Guidelines',
  'footer.safety': 'Safety Tips',
  'footer.disclaimer': 'Disclaimer',
  'footer.blog': 'Blog',
  'landing.startChatting': 'Start Chatting Now',
  'landing.startVideo': 'Start Video Chat',
  'landing.joinNow': 'Join Now',
  'landing.preview.header': 'Chatting with Stranger',
};

describe('catalogues', () => {
  it('exist for every language the app offers, and for no other', () => {
    const files = readdirSync(LOCALES).map((file) => file.replace(/\.json$/, ''));
    expect(files.sort()).toEqual(LANGUAGES.map((language) => language.code).sort());
  });

  it.each(LANGUAGES.filter((language) => language.code !== 'en').map((l) => l.code))(
    '%s has every key of English, no other, none empty, with the same placeholders',
    (code) => {
      const translated = new Map(entries(read(code)));
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of translated) {
        expect(text.trim(), `${code} ${key}`).not.toBe('');
        expect(placeholders(text), `${code} ${key}`).toEqual(placeholders(english.get(key)!));
      }
    },
  );

  it("keep the specification's English texts word for word", () => {
    for (const [key, text] of Object.entries(SPEC_TEXTS)) expect(english.get(key), key).toBe(text);
  });
});
