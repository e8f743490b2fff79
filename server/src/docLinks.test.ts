import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The documents a newcomer reads: the README, docs/ and the benchmarks' notes. */
function documents(): string[] {
  const markdownUnder = (folder: string): string[] =>
    readdirSync(path.join(REPO_ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
      const relative = path.join(folder, entry.name);
      if (entry.isDirectory()) return markdownUnder(relative);
      return entry.name.endsWith('.md') ? [relative] : [];
    });
  return [
    'README.md',
    'bench/README.md',
    ...markdownUnder('docs'),
    ...markdownUnder('bench/results'),
  ];
}

/** The text without fenced code blocks and inline code, where brackets are not links. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a document offers: its headings' slugs and its explicit `<a id>`s. */
export function anchorsOf(markdown: string): Set<string> {
  const text = markdown.replace(/^```[\s\S]*?^```/gm, '');
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of text.matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const slug = headingSlug(heading!.replace(/`/g, ''));
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  for (const [, id] of text.matchAll(/<a id="([^"]+)"/g)) anchors.add(id!);
  return anchors;
}

export interface LinkReader {
  exists(file: string): boolean;
  isDirectory(file: string): boolean;
  read(file: string): string;
}

/**
 * The relative links of one document (a path from the repository's root) that lead nowhere: a
 * missing file, a file outside the repository, or an anchor the target does not have.
 */
export function brokenLinks(document: string, reader: LinkReader): string[] {
  const broken: string[] = [];
  for (const [, target] of prose(reader.read(document)).matchAll(/\]\(([^)\s]+)[^)]*\)/g)) {
    if (/^[a-z][a-z+.-]*:/i.test(target!)) continue;
    const [file = '', anchor] = target!.split('#');
    const resolved = file ? path.normalize(path.join(path.dirname(document), file)) : document;
    if (resolved.startsWith('..') || path.isAbsolute(resolved)) {
      broken.push(`${document}: ${target} points outside the repository`);
    } else if (!reader.exists(resolved)) {
      broken.push(`${document}: ${target} does not exist`);
    } else if (anchor && resolved.endsWith('.md') && !reader.isDirectory(resolved)) {
      if (!anchorsOf(reader.read(resolved)).has(anchor)) {
        broken.push(`${document}: ${target} has no such heading`);
      }
    }
  }
  return broken;
}

const repository: LinkReader = {
  exists: (file) => existsSync(path.join(REPO_ROOT, file)),
  isDirectory: (file) => statSync(path.join(REPO_ROOT, file)).isDirectory(),
  read: (file) => readFileSync(path.join(REPO_ROOT, file), 'utf8'),
};

describe('documentation links', () => {
  it('lead to files and headings inside the repository', () => {
    const files = documents();
    expect(files.length).toBeGreaterThan(5);
    expect(files.flatMap((file) => brokenLinks(file, repository))).toEqual([]);
  });

  it('are found broken when the file, the heading or the repository is missed', () => {
    const files: Record<string, string> = {
      'README.md': [
        '[ok](docs/a.md#the-map) [gone](docs/missing.md) [outside](../elsewhere/OUTSIDE.md)',
        '[no heading](docs/a.md#nowhere) [web](https://example.com) `[code](nope.md)`',
      ].join('\n'),
      'docs/a.md': '# Title\n\n## The map\n\n```ini\n# not a heading\n```\n',
    };
    const fake: LinkReader = {
      exists: (file) => file in files,
      isDirectory: () => false,
      read: (file) => files[file]!,
    };
    expect(brokenLinks('README.md', fake)).toEqual([
      'README.md: docs/missing.md does not exist',
      'README.md: ../elsewhere/OUTSIDE.md points outside the repository',
      'README.md: docs/a.md#nowhere has no such heading',
    ]);
  });

  it('take anchors the way GitHub writes them', () => {
    expect(headingSlug('AI checks: text in flight, images on upload')).toBe(
      'ai-checks-text-in-flight-images-on-upload',
    );
    expect(headingSlug("What 'Hide my IP' does")).toBe('what-hide-my-ip-does');
    expect([...anchorsOf('# A\n## A\n<a id="roles"></a>\n')]).toEqual(['a', 'a-1', 'roles']);
  });
});
