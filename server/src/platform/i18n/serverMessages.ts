import type { InterfaceLanguage } from '@serendip/protocol';
import { SERVER_MESSAGES, type ServerMessage } from './english';
import es from './catalogues/es';
import ptBR from './catalogues/pt-BR';
import fr from './catalogues/fr';
import de from './catalogues/de';
import ru from './catalogues/ru';
import tr from './catalogues/tr';
import ar from './catalogues/ar';
import hi from './catalogues/hi';
import id from './catalogues/id';
import ja from './catalogues/ja';

/**
 * A translation of one server message: a text, or for a message that carries a number, a text
 * per plural category of the language (chosen by that number; `other` when a category is absent).
 */
export type Translation =
  string | ({ other: string } & Partial<Record<Intl.LDMLPluralRule, string>>);

/** One language's translations of every English message in `english.ts`. */
export type MessageCatalogue = Record<ServerMessage, Translation>;

const CATALOGUES: Record<Exclude<InterfaceLanguage, 'en'>, MessageCatalogue> = {
  es,
  'pt-BR': ptBR,
  fr,
  de,
  ru,
  tr,
  ar,
  hi,
  id,
  ja,
};

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/**
 * An English message with values ("… try again in {{seconds}} seconds.") as a pattern matching
 * the texts the server builds from it, each value captured by its name.
 */
interface Template {
  english: ServerMessage;
  pattern: RegExp;
  names: string[];
}

function templateOf(english: ServerMessage): Template {
  const names = [...english.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  const literal = english
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 === 1 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return { english, pattern: new RegExp(`^${literal}$`, 's'), names };
}

const TEMPLATES: Template[] = SERVER_MESSAGES.filter((text) => text.includes('{{')).map(templateOf);
const EXACT = new Set<string>(SERVER_MESSAGES.filter((text) => !text.includes('{{')));

const pluralRules = new Map<InterfaceLanguage, Intl.PluralRules>();
function pluralCategory(language: InterfaceLanguage, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

function render(
  language: InterfaceLanguage,
  translation: Translation,
  values: Record<string, string>,
): string {
  let text: string;
  if (typeof translation === 'string') text = translation;
  else {
    const count = Object.values(values)
      .map(Number)
      .find((value) => Number.isFinite(value));
    text =
      count === undefined
        ? translation.other
        : (translation[pluralCategory(language, count)] ?? translation.other);
  }
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

/**
 * The server's English `message` in `language`: the catalogue's text for an exact message, or for
 * one built from a template, its translation with the same values. A text the catalogue does not
 * know stays English (never an empty or a wrong one).
 */
export function translateMessage(text: string, language: InterfaceLanguage): string {
  if (language === 'en') return text;
  const catalogue = CATALOGUES[language];
  if (EXACT.has(text)) return render(language, catalogue[text as ServerMessage], {});
  for (const { english, pattern, names } of TEMPLATES) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, index) => [name, match[index + 1]!]));
    return render(language, catalogue[english], values);
  }
  return text;
}

/** A reply or an ack with its top-level `message` translated; anything else as it is. */
export function withTranslatedMessage<T>(payload: T, language: InterfaceLanguage): T {
  if (language === 'en' || payload === null || typeof payload !== 'object') return payload;
  const { message } = payload as { message?: unknown };
  if (typeof message !== 'string') return payload;
  const translated = translateMessage(message, language);
  return translated === message ? payload : { ...payload, message: translated };
}
