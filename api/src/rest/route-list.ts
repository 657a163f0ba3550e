import type { Router } from 'express';

export interface RestRoute {
  method: string;
  /** Express path pattern relative to the mount base, e.g. `/game/:gameId/end`. */
  path: string;
}

/** A route with the handlers Express runs for it (guards first), for the OpenAPI document. */
export interface RestRouteWithHandlers extends RestRoute {
  handlers: unknown[];
}

interface LayerLike {
  route?: { path: string | string[]; methods: Record<string, boolean>; stack?: { handle: unknown }[] };
  handle?: { stack?: LayerLike[] };
}

/**
 * Every method + path a router (and the routers mounted in it without a path) really answers,
 * read from Express's own route stack. Used by the hostile-input fuzzer and the OpenAPI check,
 * so neither can drift from the routes that exist.
 */
export function listRoutes(router: Router): RestRoute[] {
  return listRoutesWithHandlers(router).map(({ method, path }) => ({ method, path }));
}

export function listRoutesWithHandlers(router: Router): RestRouteWithHandlers[] {
  const out: RestRouteWithHandlers[] = [];
  const seen = new Set<unknown>();
  const walk = (stack: LayerLike[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const p of paths) {
          for (const [method, on] of Object.entries(layer.route.methods)) {
            if (on && method !== '_all')
              out.push({
                method: method.toUpperCase(),
                path: p,
                handlers: (layer.route.stack ?? []).map((l) => l.handle),
              });
          }
        }
      } else if (layer.handle?.stack && !seen.has(layer.handle)) {
        seen.add(layer.handle);
        walk(layer.handle.stack);
      }
    }
  };
  walk((router as unknown as { stack: LayerLike[] }).stack);
  const unique = new Map(out.map((r) => [`${r.method} ${r.path}`, r]));
  return [...unique.values()];
}
