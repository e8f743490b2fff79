import type { Plugin, Rolldown } from 'vite';

/** The app's own code (not a library's), by its path. */
export const APP_CODE = /[\\/](web|protocol)[\\/]src[\\/]/;

/**
 * One chunk per listed page holding the app code it shares with other pages.
 *
 * Left to the bundler, each piece of app code shared by a different set of pages became a chunk
 * of its own: /anonymous-chat fetched ten scripts and three stylesheets after the entry (14 KiB
 * in all, most under 1 KiB), more than the six connections a browser opens to an HTTP/1.1
 * server, and on a phone's connection each round of requests costs a round trip. With a kit the
 * page is its chunk, its kit and their stylesheets: Lighthouse mobile on /anonymous-chat, ten
 * runs each, alternated, went from 84-89 (median 87) to 86-95 (median 91) (bench/README.md).
 *
 * The pages are listed by importance; a module shared by several pages goes to the kit of the
 * first listed page that uses it, and later pages import that kit too (a few KiB more for them,
 * in exchange for fewer requests). Code only one page uses stays in that page's chunk (the
 * bundler's default), and so does code shared only by pages not listed. Code the entry's import
 * graph reaches is left alone, even when it is reached only through a barrel module of which the
 * entry uses a part (protocol's index.ts): taken into a kit, it would make the entry load the kit.
 *
 * A kit's modules need only what the entry loads, library chunks, and modules of the same or an
 * earlier kit (what a shared module imports is shared by at least the same pages), so a kit
 * never imports a page chunk: no cycle, and nothing runs before what it imports.
 */
export function pageKits(pageSuffixes: readonly string[]): {
  plugin: Plugin;
  groups: Rolldown.CodeSplittingGroup[];
} {
  // Filled when the module graph is complete (buildEnd), read when chunks are made (after it).
  const kitOf = new Map<string, number>();
  // A library's stylesheet too (ALTCHA's): it imports nothing, and is one request fewer.
  const stylesheet = /\.css($|\?)/;

  const plugin: Plugin = {
    name: 'serendip-page-kits',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const closure = (from: string, into = new Set<string>()) => {
        const stack = [from];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (into.has(id)) continue;
          into.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return into;
      };
      const initial = new Set<string>();
      for (const id of ids) if (this.getModuleInfo(id)?.isEntry) closure(id, initial);

      // Every page (any module loaded by import()) with the app code it needs beyond the entry.
      const pageIds = new Set(
        ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []),
      );
      const usedBy = new Map<string, number>();
      const needs = new Map<string, Set<string>>();
      for (const page of pageIds) {
        const own = [...closure(page)].filter(
          (id) => !initial.has(id) && (APP_CODE.test(id) || stylesheet.test(id)),
        );
        needs.set(page, new Set(own));
        for (const id of own) usedBy.set(id, (usedBy.get(id) ?? 0) + 1);
      }

      kitOf.clear();
      pageSuffixes.forEach((suffix, index) => {
        const page = [...pageIds].find((id) => id.endsWith(suffix));
        if (!page) this.error(`pageKits: no page module ends with ${suffix}.`);
        for (const id of needs.get(page)!) {
          if (id !== page && (usedBy.get(id) ?? 0) > 1 && !kitOf.has(id)) kitOf.set(id, index);
        }
      });
    },
  };

  const groups = pageSuffixes.map((suffix, index): Rolldown.CodeSplittingGroup => ({
    name: `kit-${suffix.replace(/.*[\\/]/, '').replace(/\.\w+$/, '')}`,
    test: (id) => kitOf.get(id) === index,
    // Below the vendor groups (priority 0): library code stays in its long-lived chunk.
    priority: -1,
    // A kit takes exactly its modules; their dependencies are in it, in an earlier kit or in
    // the entry's chunks already (see above).
    includeDependenciesRecursively: false,
  }));
  return { plugin, groups };
}
