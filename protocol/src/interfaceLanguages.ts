import { z } from 'zod';

/**
 * The languages the product's interface speaks (an extra): the web app's catalogues and the
 * server's `{ message }` texts. English is the default, and the answer to any client that says
 * nothing about its language.
 */
export const INTERFACE_LANGUAGES = [
  'en',
  'es',
  'pt-BR',
  'fr',
  'de',
  'ru',
  'tr',
  'ar',
  'hi',
  'id',
  'ja',
] as const;

export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

export const interfaceLanguageSchema = z.enum(INTERFACE_LANGUAGES, {
  message: `language must be one of ${INTERFACE_LANGUAGES.join(', ')}.`,
});
