import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@serendip/protocol';

/** Every client that says nothing about its language gets the spec's English. */
export const DEFAULT_LANGUAGE: InterfaceLanguage = 'en';

/**
 * The interface language for one language tag: the exact code ("pt-BR"), else the first one with
 * the same primary subtag ("es-MX" → "es", "pt" → "pt-BR"); undefined when none fits.
 */
export function interfaceLanguageOfTag(tag: string): InterfaceLanguage | undefined {
  const wanted = tag.trim().toLowerCase();
  if (!wanted) return undefined;
  const exact = INTERFACE_LANGUAGES.find((code) => code.toLowerCase() === wanted);
  if (exact) return exact;
  const primary = wanted.split('-')[0];
  return INTERFACE_LANGUAGES.find((code) => code.split('-')[0]!.toLowerCase() === primary);
}

/** Longer headers are cut here: nobody lists that many languages, and parsing stays cheap. */
const HEADER_MAX_LENGTH = 512;

/**
 * The best interface language of an Accept-Language header ("es-MX,es;q=0.9,en;q=0.8"): the
 * ranges in order of their weight (q, 1 when absent; ties keep the header's order), the first
 * one we speak. `*` and ranges weighted 0 choose nothing.
 */
export function languageOfAcceptLanguage(header: unknown): InterfaceLanguage | undefined {
  if (typeof header !== 'string' || header === '') return undefined;
  const ranges = header
    .slice(0, HEADER_MAX_LENGTH)
    .split(',')
    .map((part, order) => {
      const [tag = '', ...parameters] = part.split(';');
      const q = parameters.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)).find(Boolean);
      return { tag: tag.trim(), weight: q ? Number(q[1]) : 1, order };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { tag } of ranges) {
    const language = interfaceLanguageOfTag(tag);
    if (language) return language;
  }
  return undefined;
}

/** A language code a client named itself (the socket handshake's `auth.language`), if we speak it. */
export function namedInterfaceLanguage(value: unknown): InterfaceLanguage | undefined {
  return INTERFACE_LANGUAGES.find((code) => code === value);
}

/**
 * Whom a message speaks to, in order: the language a client named for itself, the account's,
 * the best of its Accept-Language header; English when none is given.
 */
export function chooseLanguage(choices: {
  named?: InterfaceLanguage;
  account?: InterfaceLanguage;
  acceptLanguage?: unknown;
}): InterfaceLanguage {
  return (
    choices.named ??
    choices.account ??
    languageOfAcceptLanguage(choices.acceptLanguage) ??
    DEFAULT_LANGUAGE
  );
}
