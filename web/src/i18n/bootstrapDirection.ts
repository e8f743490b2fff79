/**
 * Bootstrap in the page's writing direction. The first stylesheet carries Bootstrap's
 * left-to-right build, then ours; a right-to-left language swaps Bootstrap's rules, in place, for
 * those of its right-to-left build (its own, made by RTLCSS: margins, paddings, floats, the side
 * panel's slide, form switches, input group corners...). In place, so ours still come after
 * Bootstrap's and override them as in English. The right-to-left build is a chunk of its own,
 * fetched only by a right-to-left page: the English page loads nothing more.
 */

type Direction = 'ltr' | 'rtl';

/** The id of the rule bootstrapEnd.css puts between Bootstrap's rules and ours. */
const END_MARKER = '#serendip-bootstrap-end';

let rightToLeftRules: Promise<string[]> | null = null;
let leftToRightRules: string[] | null = null;
let current: Direction = 'ltr';

/** Bootstrap's right-to-left build (purged like the other, at build), as rule texts. */
function loadRightToLeftRules(): Promise<string[]> {
  rightToLeftRules ??= import('bootstrap/dist/css/bootstrap.rtl.min.css?inline')
    .then(({ default: text }) => ruleTexts(text))
    .catch((error: unknown) => {
      rightToLeftRules = null;
      throw error;
    });
  return rightToLeftRules;
}

function ruleTexts(css: string): string[] {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return [...sheet.cssRules].map((rule) => rule.cssText);
}

/**
 * Where Bootstrap's rules are: the first rules of the marker's sheet (the build bundles Bootstrap
 * and ours into one), or in development, where each file is a sheet, the whole sheet before it.
 */
function bootstrapRules(): { sheet: CSSStyleSheet; count: number } | null {
  const sheets = [...document.styleSheets];
  for (const [position, sheet] of sheets.entries()) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // another origin's sheet
    }
    const end = [...rules].findIndex(
      (rule) => rule instanceof CSSStyleRule && rule.selectorText === END_MARKER,
    );
    if (end > 0) return { sheet, count: end };
    const previous = sheets[position - 1];
    if (end === 0 && previous) return { sheet: previous, count: previous.cssRules.length };
  }
  return null;
}

function replaceFirstRules(sheet: CSSStyleSheet, count: number, rules: string[]): string[] {
  const removed: string[] = [];
  for (let index = 0; index < count; index += 1) {
    removed.push(sheet.cssRules[0]!.cssText);
    sheet.deleteRule(0);
  }
  rules.forEach((rule, index) => sheet.insertRule(rule, index));
  return removed;
}

/**
 * Readies Bootstrap for a direction and returns what puts it in place: called at once with
 * `<html dir>`, so the page never shows one direction with the other's rules.
 */
export async function prepareBootstrapDirection(direction: Direction): Promise<() => void> {
  const rules = direction === 'rtl' ? await loadRightToLeftRules() : null;
  return () => {
    if (direction === current) return;
    const bootstrap = bootstrapRules();
    if (!bootstrap) return;
    if (rules) {
      leftToRightRules = replaceFirstRules(bootstrap.sheet, bootstrap.count, rules);
    } else if (leftToRightRules) {
      replaceFirstRules(bootstrap.sheet, bootstrap.count, leftToRightRules);
      leftToRightRules = null;
    }
    current = direction;
  };
}
