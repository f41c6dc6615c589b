import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  /** The route as registered, e.g. /api/admin/properties/:id/images */
  path: string;
}

const LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route of a ready app, read from Fastify's own route table (printRoutes), so a route added
 * by any plugin, now or later, shows up here without anyone listing it.
 */
export function listRoutes(app: FastifyInstance): RouteEntry[] {
  const segments: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of app.printRoutes().split('\n')) {
    if (line.trim() === '') continue;
    const match = LINE.exec(line);
    if (!match) throw new Error(`Unexpected line in the route table: ${JSON.stringify(line)}`);
    const [, indent = '', segment = '', methods] = match;
    const depth = indent.length / 4;
    segments.length = depth;
    segments[depth] = segment;
    if (!methods) continue;
    const path = segments.join('');
    for (const method of methods.split(', ')) routes.push({ method, path });
  }
  return routes;
}

/** A concrete URL for a route: parameters become a well-formed (random) uuid, wildcards a file name. */
export function concreteUrl(path: string, parameter = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890'): string {
  return path.replace(/:[^/]+/g, parameter).replace(/\*$/, 'probe.txt');
}
