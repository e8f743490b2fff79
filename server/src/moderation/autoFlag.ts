import type { ReportCategory } from '@serendip/protocol';
import type { Database } from '../platform/db/database';
import type { DoubtfulImage } from '../media/imageCheck';
import { fileReport } from './service';
import { TEXT_RULES } from './textRules';
import { compileRules, ruleMatches } from './textRulesCheck';

/**
 * What an automatic text flag files: the report category of the rule that matched (so the flag
 * ranks in the queue as a person's report of that category would) and, as evidence, the words
 * each rule matched in the message.
 */

/**
 * The category of each flagging rule. Telling someone to kill themselves is abuse aimed at
 * another person, so it ranks as a threat (severity 3) beside a stated age under 18.
 */
export const FLAG_CATEGORY: Record<string, ReportCategory> = {
  'minor-age': 'minors',
  'self-harm-encouragement': 'threats',
  'self-harm-self': 'self-harm',
  'sexual-solicitation': 'sexual',
  'link-spam': 'spam',
  'contact-details': 'other',
};

/** The category of an automatic image flag (the image check's "may be explicit" band). */
export const IMAGE_FLAG_CATEGORY: ReportCategory = 'sexual';

/** Files a doubtful stored image for review, as an automatic report on its path. */
export function imageReviewQueue(db: Database) {
  return async (image: DoubtfulImage): Promise<void> => {
    await fileReport(db, {
      context: 'upload',
      reason: 'Automatic: this image may be explicit; please review it.',
      category: IMAGE_FLAG_CATEGORY,
      evidence: { source: 'auto-image', ...image },
    });
  };
}

const COMPILED = compileRules(TEXT_RULES);

/** The most severe category among the rules that flagged (the first wins a tie: rule order). */
export function flagCategory(rules: string[]): ReportCategory {
  const order: ReportCategory[] = [
    'minors',
    'threats',
    'self-harm',
    'sexual',
    'harassment',
    'spam',
  ];
  const categories = rules.map((rule) => FLAG_CATEGORY[rule] ?? 'other');
  return order.find((category) => categories.includes(category)) ?? 'other';
}

/** Each flagging rule with the exact words of `text` it matched (in the order they appear). */
export function matchedWords(text: string, rules: string[]): { rule: string; matched: string[] }[] {
  return rules.map((rule) => {
    const compiled = COMPILED.find((entry) => entry.rule.id === rule);
    const spans = compiled ? ruleMatches(compiled, text) : [];
    const matched = spans
      .sort(([a], [b]) => a - b)
      .map(([start, end]) => text.slice(start, end).trim())
      .filter((words, index, all) => words !== '' && all.indexOf(words) === index);
    return { rule, matched };
  });
}
