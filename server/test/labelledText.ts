import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { matchesRule } from '../src/moderation/textRulesCheck';
import { TEXT_RULES } from '../src/moderation/textRules';

/** The labelled set: harmful lines per rule and benign lines that share their words. */
export const LABELLED_SET = fileURLToPath(
  new URL('./fixtures/textRules.labelled.tsv', import.meta.url),
);

export interface LabelledLine {
  /** Rule ids the line should trigger; empty for a benign line. */
  labels: string[];
  text: string;
}

export function readLabelledSet(path = LABELLED_SET): LabelledLine[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const tab = line.indexOf('\t');
      if (tab < 0) throw new Error(`No tab in labelled line: ${line}`);
      const label = line.slice(0, tab);
      return { labels: label === 'benign' ? [] : label.split(','), text: line.slice(tab + 1) };
    });
}

export interface RuleScore {
  rule: string;
  harmful: number;
  truePositives: number;
  falsePositives: number;
  precision: number;
  recall: number;
  missed: string[];
  wronglyMatched: string[];
}

/** Precision and recall of each rule's patterns on the labelled set (chat scopes aside). */
export function scoreRules(lines: LabelledLine[]): RuleScore[] {
  return TEXT_RULES.map(({ id }) => {
    const score: RuleScore = {
      rule: id,
      harmful: 0,
      truePositives: 0,
      falsePositives: 0,
      precision: 1,
      recall: 1,
      missed: [],
      wronglyMatched: [],
    };
    for (const line of lines) {
      const labelled = line.labels.includes(id);
      const matched = matchesRule(id, line.text);
      if (labelled) score.harmful += 1;
      if (labelled && matched) score.truePositives += 1;
      if (labelled && !matched) score.missed.push(line.text);
      if (!labelled && matched) {
        score.falsePositives += 1;
        score.wronglyMatched.push(line.text);
      }
    }
    const predicted = score.truePositives + score.falsePositives;
    score.precision = predicted === 0 ? 1 : score.truePositives / predicted;
    score.recall = score.harmful === 0 ? 1 : score.truePositives / score.harmful;
    return score;
  });
}
