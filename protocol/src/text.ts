import { z } from 'zod';

/**
 * Text people type, checked once here for every REST body, query and socket payload that
 * carries it. Control characters are refused: PostgreSQL cannot store NUL (U+0000) in text, and
 * the others (escape sequences, backspaces, C1 controls) only serve to mislead a reader or a log.
 * Lone UTF-16 surrogates are refused too: they are not characters and would be stored altered.
 */
export const CONTROL_CHARACTER_MESSAGE =
  'Text contains a character that is not allowed (an invisible control character such as NUL, or a broken emoji). Please remove it.';

/** Every C0 control, DEL and every C1 control. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The same but tab, line feed and carriage return, which multi-line text may hold. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export interface UserTextOptions {
  /** Allows line breaks and tabs (messages, bios, comments); one-line fields refuse them. */
  multiline?: boolean;
  /** Message when the value is missing or not a string. */
  error?: string;
}

/** True when `text` holds only characters allowed in a user's text of that kind. */
export function isAllowedText(text: string, multiline = false): boolean {
  return !(multiline ? CONTROL_BUT_LINES : ANY_CONTROL).test(text) && !LONE_SURROGATE.test(text);
}

/**
 * The string primitive of every text field: chain `.trim()`, `.min()`, `.max()` as on
 * `z.string()`. The check runs on the value as sent, before trimming.
 */
export function userText(options: UserTextOptions = {}) {
  const base = options.error ? z.string({ error: options.error }) : z.string();
  return base.refine((text) => isAllowedText(text, options.multiline), {
    message: CONTROL_CHARACTER_MESSAGE,
  });
}
