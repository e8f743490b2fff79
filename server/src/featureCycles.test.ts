import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A feature is a folder directly under server/src. A feature that imports a feature which
 * imports it back cannot be understood, tested or started on its own, so no import between
 * feature folders may close a cycle: one of the two offers an operation (or takes one through
 * the app context, as unread/context.ts does) and the other uses it.
 */

const SOURCE_ROOT = path.dirname(fileURLToPath(import.meta.url));

type Graph = Map<string, Set<string>>;

function featureFolders(): string[] {
  return readdirSync(SOURCE_ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    const isSource = /\.(ts|mjs)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name);
    return isSource ? [full] : [];
  });
}

/** Which feature folders each feature's sources import (type-only imports count too). */
function featureGraph(): Graph {
  const features = featureFolders();
  const graph: Graph = new Map(features.map((feature) => [feature, new Set<string>()]));
  for (const feature of features) {
    for (const file of sourceFiles(path.join(SOURCE_ROOT, feature))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
        const target = path
          .relative(SOURCE_ROOT, path.resolve(path.dirname(file), match[1]!))
          .split(path.sep)[0]!;
        if (target !== feature && graph.has(target)) graph.get(feature)!.add(target);
      }
    }
  }
  return graph;
}

/** Strongly connected components with more than one feature (Tarjan's algorithm). */
function cycles(graph: Graph): string[][] {
  let counter = 0;
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string): void => {
    order.set(node, counter);
    lowest.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)!) {
      if (!order.has(next)) {
        visit(next);
        lowest.set(node, Math.min(lowest.get(node)!, lowest.get(next)!));
      } else if (onStack.has(next)) {
        lowest.set(node, Math.min(lowest.get(node)!, order.get(next)!));
      }
    }
    if (lowest.get(node) !== order.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component);
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return components;
}

/** Every import edge that lies inside a cycle, as "from -> to". */
function cycleEdges(graph: Graph): string[] {
  return cycles(graph).flatMap((component) =>
    component.flatMap((from) =>
      [...graph.get(from)!].filter((to) => component.includes(to)).map((to) => `${from} -> ${to}`),
    ),
  );
}

describe('feature folders', () => {
  const edges = cycleEdges(featureGraph());

  it('import one another without a cycle', () => {
    expect(edges, 'these imports close a cycle between features; invert or move them').toEqual([]);
  });

  it('are found cyclic by the check when they are', () => {
    const graph: Graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cycleEdges(graph).sort()).toEqual(['a -> b', 'b -> c', 'c -> a']);
  });
});
