import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Moderation reads and removes content only through the look-ups and removals its owners offer
 * (ctx.contentLookups, ctx.removables), so the owners alone know their tables and caches.
 */
const MODERATION = path.dirname(fileURLToPath(import.meta.url));
const CONTENT_TABLES = [
  'photos',
  'photoLikes',
  'comments',
  'messages',
  'messageReactions',
  'conversations',
  'rooms',
  'roomMembers',
];

/** The names a source imports from the schema, however its import statements are wrapped. */
function schemaImports(text: string): string[] {
  return [
    ...text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'[./]*platform\/db\/schema'/g),
  ]
    .flatMap((match) => match[1]!.split(','))
    .map(
      (name) =>
        name
          .replace(/^\s*type\s+/, '')
          .trim()
          .split(/\s+as\s+/)[0]!,
    )
    .filter((name) => name !== '');
}

describe('moderation sources', () => {
  it('import no table of the features whose content they moderate', () => {
    const offenders = readdirSync(MODERATION)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .flatMap((name) =>
        schemaImports(readFileSync(path.join(MODERATION, name), 'utf8'))
          .filter((table) => CONTENT_TABLES.includes(table))
          .map((table) => `${name} imports ${table}`),
      );
    expect(offenders).toEqual([]);
  });

  it('are read for their schema imports across wrapped lines', () => {
    const text =
      "import {\n  moderationClaims,\n  photos as posts,\n} from '../platform/db/schema';";
    expect(schemaImports(text)).toEqual(['moderationClaims', 'photos']);
  });
});
