// Prints precision and recall per text rule on the labelled set (README: "Text rules").
// Usage: npm run text-rules:score [-- path/to/other.tsv]
import { readLabelledSet, scoreRules, LABELLED_SET } from '../server/test/labelledText';

const path = process.argv[2] ?? LABELLED_SET;
const lines = readLabelledSet(path);
const scores = scoreRules(lines);
const benign = lines.filter((line) => line.labels.length === 0).length;
const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

console.log(`${lines.length} lines (${lines.length - benign} harmful, ${benign} benign)\n`);
console.log('| Rule | Harmful lines | Precision | Recall |');
console.log('|---|---|---|---|');
for (const score of scores)
  console.log(
    `| ${score.rule} | ${score.harmful} | ${pct(score.precision)} | ${pct(score.recall)} |`,
  );
for (const score of scores) {
  for (const text of score.missed) console.log(`missed by ${score.rule}: ${text}`);
  for (const text of score.wronglyMatched) console.log(`wrongly matched by ${score.rule}: ${text}`);
}
