import type { HiddenContent } from '@serendip/protocol';
import { filterText } from './textFilter';
import {
  PROFANITY_CENSORED_IN,
  TEXT_RULES,
  type TextAction,
  type TextChat,
  type TextRule,
} from './textRules';

/** One rule that matched a message, with what it does in this chat. */
export interface RuleHit {
  rule: string;
  actions: TextAction[];
  notice: string;
}

/** What to do with one message, decided from the rules alone (no I/O). */
export interface TextVerdict {
  /** The text to deliver: profanity and 'censor' matches replaced by asterisks. */
  text: string;
  hits: RuleHit[];
  /** A 'block' or 'terminate' hit: the message is not delivered. */
  blocked: boolean;
  terminate: boolean;
  /** Rules whose hit files an automatic report. */
  flags: string[];
  /** The notice the sender sees inline: why the chat ends, else why not sent, else a warning. */
  notice?: { rule: string; message: string };
  /** A person said they want to hurt themselves: show them support resources. */
  support: boolean;
  /** What a 'censor' rule hid in `text` (the receiver's note); absent when nothing was. */
  hidden?: HiddenContent;
}

interface CompiledRule {
  rule: TextRule;
  patterns: RegExp[];
}

/**
 * Compiles every pattern once (a bad pattern fails at start-up, not on a message), with match
 * indices ('d') so a pattern's `detail` group can be located.
 */
export function compileRules(rules: TextRule[]): CompiledRule[] {
  return rules.map((rule) => ({
    rule,
    patterns: rule.patterns.map((source) => new RegExp(source, 'dgiu')),
  }));
}

const COMPILED = compileRules(TEXT_RULES);

/** Curly quotes and look-alike spaces typed on phones, mapped one to one (indexes are kept). */
function normalise(text: string): string {
  return text.replace(/[’‘`´]/g, "'").replace(/[\u00a0\u2000-\u200b]/g, ' ');
}

/**
 * The [start, end) spans of `text` matched by a rule: a pattern's named group `detail` when it
 * took part (the number in "call me at 555-123-4567"), else the whole match.
 */
export function ruleMatches(compiled: CompiledRule, text: string): [number, number][] {
  const spans: [number, number][] = [];
  const normal = normalise(text);
  for (const pattern of compiled.patterns) {
    pattern.lastIndex = 0;
    for (const match of normal.matchAll(pattern)) {
      const [start, end] = match.indices?.groups?.detail ?? [
        match.index,
        match.index + match[0].length,
      ];
      if (end > start) spans.push([start, end]);
    }
  }
  return spans;
}

/** Whether a rule matches `text` at all (for the labelled set and the rule examples). */
export function matchesRule(ruleId: string, text: string): boolean {
  const compiled = COMPILED.find((entry) => entry.rule.id === ruleId);
  if (!compiled) throw new Error(`Unknown text rule ${ruleId}`);
  return ruleMatches(compiled, text).length > 0;
}

/**
 * Replaces every code unit inside the spans with an asterisk, spaces included (a masked
 * "42 Baker Street" shows no word lengths); the rest of the text stays as typed.
 */
export function censorSpans(text: string, spans: [number, number][]): string {
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const inside = spans.some(([start, end]) => index >= start && index < end);
    out += inside ? '*' : text[index];
  }
  return out;
}

/**
 * Applies every rule that covers `chat` (none when `rulesOn` is false: TEXT_RULES=off) and the
 * profanity filter where it applies, to one message.
 */
export function checkText(text: string, chat: TextChat, rulesOn = true): TextVerdict {
  const verdict: TextVerdict = {
    text,
    hits: [],
    blocked: false,
    terminate: false,
    flags: [],
    support: false,
  };
  const censored: [number, number][] = [];
  for (const compiled of rulesOn ? COMPILED : []) {
    const actions = compiled.rule.actions[chat];
    if (!actions) continue;
    const spans = ruleMatches(compiled, text);
    if (spans.length === 0) continue;
    const { id, notice } = compiled.rule;
    verdict.hits.push({ rule: id, actions, notice });
    if (actions.includes('censor')) {
      censored.push(...spans);
      verdict.hidden ??= compiled.rule.hides;
    }
    if (actions.includes('block')) verdict.blocked = true;
    if (actions.includes('terminate')) verdict.terminate = verdict.blocked = true;
    if (actions.includes('flag')) verdict.flags.push(id);
    if (actions.includes('support')) verdict.support = true;
  }
  // The notice that matters most: why the chat ends, else why it was not sent, else a warning.
  for (const action of ['terminate', 'block', 'warn'] as const) {
    const hit = verdict.hits.find((candidate) => candidate.actions.includes(action));
    if (hit && !verdict.notice) verdict.notice = { rule: hit.rule, message: hit.notice };
  }
  const hidden = censorSpans(text, censored);
  verdict.text = PROFANITY_CENSORED_IN.includes(chat) ? filterText(hidden).clean : hidden;
  return verdict;
}
