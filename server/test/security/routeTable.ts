import type { FastifyInstance } from 'fastify';

/** Not ours to fuzz: the OpenAPI viewer's static files and the static-file fallbacks. */
const IGNORED = [/^\/api\/docs(\/|$)/, /\*/];

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
    if (IGNORED.some((pattern) => pattern.test(path))) continue;
    for (const method of match[3].split(', ')) {
      if (method !== 'HEAD') routes.add(`${method} ${path}`);
    }
  }
  return [...routes].sort();
}
