import { gzipSync } from 'node:zlib';
import { matchRoutes, type RouteObject } from 'react-router';

/**
 * The first-load JavaScript budget of issue 14: what a page's HTML makes the browser fetch and
 * run before it is interactive (React Router's entry, then each matched route's module with its
 * static imports: the `modulepreload` links of the server-rendered page). Dynamic imports (lazy
 * sections and dialogs) load later and are not counted; neither are fonts, styles nor images.
 */
export const BUDGET_BYTES = 150 * 1024;

/**
 * The pages checked: product pages of every kind (the budget's subject; the lettering pages and
 * the designer's own route load the designer and fontkit as later chunks), home and the cart.
 */
export const BUDGET_PAGES = [
  '/stickers/standard-vinyl',
  '/business-cards/premium-business-card',
  '/stickers/roll',
  '/lettering-decals/vinyl-lettering',
  '/vinyl-lettering-designer',
  '/',
  '/cart',
] as const;

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  // Split route modules (future.v8_splitRouteModules) load with the route when present.
  clientActionModule?: string;
  clientLoaderModule?: string;
  clientMiddlewareModule?: string;
  hydrateFallbackModule?: string;
}

/** React Router's browser manifest (`build/client/assets/manifest-*.js`). */
export interface RouterManifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, ManifestRoute>;
}

/** The manifest file is `window.__reactRouterManifest={...};`: its JSON. */
export function parseManifestScript(source: string): RouterManifest {
  const start = source.indexOf('{');
  const end = source.lastIndexOf('}');
  if (start === -1 || end < start) throw new Error('not a React Router manifest');
  return JSON.parse(source.slice(start, end + 1)) as RouterManifest;
}

function routeTree(manifest: RouterManifest, parentId: string | undefined): RouteObject[] {
  return Object.values(manifest.routes)
    .filter((route) => route.parentId === parentId)
    .map((route): RouteObject => {
      const children = routeTree(manifest, route.id);
      return route.index
        ? { id: route.id, index: true, path: route.path }
        : { id: route.id, path: route.path, children };
    });
}

/** The ids of the routes a URL path renders, root first; empty when nothing matches. */
export function routeIdsFor(manifest: RouterManifest, pathname: string): string[] {
  return (matchRoutes(routeTree(manifest, undefined), pathname) ?? []).map(
    (match) => match.route.id ?? '',
  );
}

/** The scripts a page loads first, each once, in the order the page links them. */
export function firstLoadFiles(manifest: RouterManifest, routeIds: readonly string[]): string[] {
  const files = [manifest.entry.module, ...(manifest.entry.imports ?? [])];
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the manifest`);
    files.push(
      route.module,
      ...(route.imports ?? []),
      ...[
        route.clientActionModule,
        route.clientLoaderModule,
        route.clientMiddlewareModule,
        route.hydrateFallbackModule,
      ].filter((file): file is string => file !== undefined),
    );
  }
  return [...new Set(files)];
}

export const gzipSize = (content: Uint8Array | string) => gzipSync(content, { level: 9 }).length;

export interface PageWeight {
  page: string;
  files: number;
  bytes: number;
  gzipBytes: number;
}

/**
 * Weighs each page's first-load scripts; `read` gives a file's content by its URL path
 * (`/assets/...`). Throws when a page matches no route, so a renamed route cannot pass unseen.
 */
export function weighPages(
  manifest: RouterManifest,
  pages: readonly string[],
  read: (urlPath: string) => Uint8Array,
): PageWeight[] {
  return pages.map((page) => {
    const routeIds = routeIdsFor(manifest, page);
    if (routeIds.length === 0) throw new Error(`${page} matches no route of the manifest`);
    const contents = firstLoadFiles(manifest, routeIds).map(read);
    return {
      page,
      files: contents.length,
      bytes: contents.reduce((sum, content) => sum + content.length, 0),
      gzipBytes: contents.reduce((sum, content) => sum + gzipSize(content), 0),
    };
  });
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** One line per page over the budget, naming the page, its size and the budget. */
export function budgetFailures(weights: readonly PageWeight[], budget = BUDGET_BYTES): string[] {
  return weights
    .filter((weight) => weight.gzipBytes > budget)
    .map(
      (weight) =>
        `${weight.page}: first-load JS is ${kib(weight.gzipBytes)} gzipped in ${weight.files} ` +
        `files, over the budget of ${kib(budget)} (issue 14)`,
    );
}

export function weightTable(weights: readonly PageWeight[]): string {
  return weights
    .map(
      (w) =>
        `${w.page.padEnd(40)} ${kib(w.gzipBytes).padStart(10)} gzip  ` +
        `${kib(w.bytes).padStart(10)} plain  ${String(w.files).padStart(2)} files`,
    )
    .join('\n');
}
