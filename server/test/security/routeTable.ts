import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { webDist as WEB_DIST } from '../../src/platform/paths';

/** Not ours to fuzz: the OpenAPI viewer's static files and the static-file fallbacks. */
const IGNORED = [/^\/api\/docs(\/|$)/, /\*/];

/**
 * A file of the built web app (or its index at `/`), which @fastify/static registers one route
 * each (`wildcard: false`): served as is, nothing to fuzz.
 */
function isWebFile(route: string): boolean {
  if (route === '/') return fs.existsSync(path.join(WEB_DIST, 'index.html'));
  const file = path.join(WEB_DIST, route);
  return (
    file.startsWith(`${WEB_DIST}${path.sep}`) &&
    fs.statSync(file, { throwIfNoEntry: false })?.isFile() === true
  );
}

/**
 * Every `METHOD /path` the server serves (HEAD aside), read from Fastify's own route table
 * (`printRoutes({ commonPrefix: false })`: a tree whose children extend their parent's path).
 */
export function listRoutes(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const routes = new Set<string>();
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const path = (stack[depth - 1] ?? '') + match[2];
    stack[depth] = path;
    stack.length = depth + 1;
    if (IGNORED.some((pattern) => pattern.test(path)) || isWebFile(path)) continue;
    for (const method of match[3].split(', ')) {
      if (method !== 'HEAD') routes.add(`${method} ${path}`);
    }
  }
  return [...routes].sort();
}
