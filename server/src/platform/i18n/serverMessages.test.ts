import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '@serendip/protocol';
import { tryAgainIn } from '../rateLimit';
import { imagesLockedMessage } from '../../trust/limits';
import { SERVER_MESSAGES } from './english';
import { translateMessage, withTranslatedMessage, type Translation } from './serverMessages';
import { chooseLanguage, interfaceLanguageOfTag, languageOfAcceptLanguage } from './languageChoice';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../../..');

/** The text of every server and protocol source (not tests): where the English messages live. */
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return full === HERE ? [] : sources(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)
      ? [readFileSync(full, 'utf8')]
      : [];
  });
}

const OTHER_LANGUAGES = INTERFACE_LANGUAGES.filter((language) => language !== 'en');
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const formsOf = (translation: Translation) =>
  typeof translation === 'string' ? [translation] : Object.values(translation);

describe('the server message catalogues', () => {
  it('name only texts the server or the protocol really sends', () => {
    const source = sources(path.join(ROOT, 'server/src'))
      .concat(sources(path.join(ROOT, 'protocol/src')))
      .join('\n');
    // Rate limits put their sentence together from two parts.
    const built = new Set([
      `Too many requests. ${tryAgainIn(1000)}`,
      `Too many requests. ${tryAgainIn(7000)}`.replace('7', '{{seconds}}'),
    ]);
    const unknown = SERVER_MESSAGES.filter((english) => {
      if (built.has(english)) return false;
      // A template's words before its first value are written as they are in the source.
      const literal = english.split('{{')[0]!;
      return !source.includes(literal);
    });
    expect(unknown).toEqual([]);
  });

  it('translate every message into every language, keeping its values', async () => {
    for (const language of OTHER_LANGUAGES) {
      const { default: catalogue } = (await import(`./catalogues/${language}.ts`)) as {
        default: Record<string, Translation>;
      };
      expect(Object.keys(catalogue).sort()).toEqual([...SERVER_MESSAGES].sort());
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const english of SERVER_MESSAGES) {
        const translation = catalogue[english]!;
        if (typeof translation === 'object')
          for (const category of Object.keys(translation))
            expect(categories, `${language}: ${english}`).toContain(category);
        for (const form of formsOf(translation)) {
          expect(form.trim(), `${language}: ${english}`).not.toBe('');
          // A plural form may spell its number out ("two seconds"), never add a value.
          const kept = placeholders(form);
          for (const name of kept) expect(placeholders(english)).toContain(name);
          if (typeof translation === 'string') expect(kept).toEqual(placeholders(english));
        }
      }
    }
  });
});

describe('translateMessage', () => {
  it('translates an exact message, and leaves English and unknown texts as they are', () => {
    expect(translateMessage('Room not found.', 'es')).toBe('No se encontró la sala.');
    expect(translateMessage('Room not found.', 'en')).toBe('Room not found.');
    expect(translateMessage('Something nobody wrote.', 'de')).toBe('Something nobody wrote.');
  });

  it('fills a template’s values and picks the plural form of its number', () => {
    const wait = (seconds: number) => `Too many requests. Please try again in ${seconds} seconds.`;
    expect(translateMessage(wait(5), 'ru')).toBe(
      'Слишком много запросов. Попробуйте снова через 5 секунд.',
    );
    expect(translateMessage(wait(3), 'ru')).toBe(
      'Слишком много запросов. Попробуйте снова через 3 секунды.',
    );
    expect(translateMessage(wait(21), 'ru')).toBe(
      'Слишком много запросов. Попробуйте снова через 21 секунду.',
    );
    expect(translateMessage(wait(2), 'ar')).toBe(
      'طلبات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد ثانيتين.',
    );
    expect(translateMessage(wait(42), 'ja')).toBe(
      'リクエストが多すぎます。42秒後にもう一度お試しください。',
    );
    expect(translateMessage('Password must be at least 8 characters.', 'pt-BR')).toBe(
      'A senha deve ter pelo menos 8 caracteres.',
    );
  });

  it('translates the refusal of images in both its English forms', () => {
    expect(translateMessage(imagesLockedMessage(1), 'es')).toMatch(
      /^Podrás enviar imágenes después de 1 chat más con desconocidos\./,
    );
    expect(translateMessage(imagesLockedMessage(3), 'es')).toMatch(
      /^Podrás enviar imágenes después de 3 chats más con desconocidos\./,
    );
    expect(translateMessage(imagesLockedMessage(5), 'ru')).toMatch(/через 5 чатов/);
    expect(translateMessage(imagesLockedMessage(3), 'ru')).toMatch(/через 3 чата/);
  });

  it('translates the top-level message of a reply and keeps its other fields', () => {
    const reply = { ok: false, message: 'Please log in to chat.', statement: { id: 1 } };
    expect(withTranslatedMessage(reply, 'tr')).toEqual({
      ok: false,
      message: 'Sohbet etmek için lütfen giriş yapın.',
      statement: { id: 1 },
    });
    expect(withTranslatedMessage([1, 2], 'tr')).toEqual([1, 2]);
    expect(withTranslatedMessage({ ok: true }, 'tr')).toEqual({ ok: true });
  });
});

describe('the language of a message', () => {
  it('matches tags exactly, else by their primary subtag', () => {
    expect(interfaceLanguageOfTag('es-MX')).toBe('es');
    expect(interfaceLanguageOfTag('pt')).toBe('pt-BR');
    expect(interfaceLanguageOfTag('PT-br')).toBe('pt-BR');
    expect(interfaceLanguageOfTag('zh-CN')).toBeUndefined();
  });

  it('reads Accept-Language by weight, ignoring * and q=0', () => {
    expect(languageOfAcceptLanguage('nl, de;q=0.8, fr;q=0.9')).toBe('fr');
    expect(languageOfAcceptLanguage('ja;q=0, *')).toBeUndefined();
    expect(languageOfAcceptLanguage('*')).toBeUndefined();
    expect(languageOfAcceptLanguage(undefined)).toBeUndefined();
    expect(languageOfAcceptLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
  });

  it('prefers the named language, then the account’s, then the header, then English', () => {
    expect(chooseLanguage({ named: 'ar', account: 'fr', acceptLanguage: 'de' })).toBe('ar');
    expect(chooseLanguage({ account: 'fr', acceptLanguage: 'de' })).toBe('fr');
    expect(chooseLanguage({ acceptLanguage: 'de' })).toBe('de');
    expect(chooseLanguage({})).toBe('en');
  });
});
