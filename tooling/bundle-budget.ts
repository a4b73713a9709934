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

/**
 * What a page loads without any user action (issue 28 item 4): its first load, then the chunks
 * it imports by itself once it runs: the parts placed with `later()` (the lower sections, the
 * lettering pages' header and choice), the designer's editor, the gallery's carousel, the schemas
 * that check the first server price. They no longer block the first paint, but a phone still runs
 * them in its first seconds, so they have a budget of their own, stated here and checked by
 * `npm run test:budget` with the first load's.
 */
export const UNPROMPTED_BUDGET_BYTES = 240 * 1024;

/** The browser build's chunk graph (`apps/web/build/client-chunks.json`, apps/web/vite.config.ts). */
export type ChunkGraph = Record<
  string,
  { modules: string[]; imports: string[]; dynamicImports: string[] }
>;

/**
 * Dynamic imports made only on a visitor's action, matched on the chunk's modules: never counted.
 * A new `lazy()`/`import()` counts until it is named here (or in `PAGE_PARTS`).
 */
export const ON_USER_ACTION: readonly RegExp[] = [
  /features\/configurator\/help\/help-dialog\.tsx$/, // a help button pressed
  /features\/quote\/(quote-request|quotation|special-processing)-dialog\.tsx$/, // a button pressed
  /features\/quote\/quotation-lettering\.tsx$/, // in the quotation dialog
  /features\/accounts\/sign-in-form\.tsx$/, // asking for a quote signed out
  /features\/compare\/(use-compare|compare-panel|compare-lettering)\.tsx?$/, // Add to Compare
  /features\/lettering\/how-to-dialog\.tsx$/, // a how-to link pressed
  /lettering\/glyph-source\.ts$/, // fontkit: a focus or a touch in the designer (ADR 0030)
  // A contract, loaded to read the answer of a call the visitor made (lib/shop-client.ts, ADR 0041).
  /packages\/shop\/src\/[a-z-]+\/contract\.ts$/,
];

/**
 * Parts of the product page's module that only some pages render: counted on the pages whose
 * path matches (the budget's pages, `BUDGET_PAGES`). Any other unprompted import counts on every
 * page that reaches it.
 */
export const PAGE_PARTS: ReadonlyArray<{ module: RegExp; pages: RegExp }> = [
  // The designer and its Design it here / Use my own artwork choice: the designer products' pages.
  {
    module: /features\/lettering\/(lettering-designer|artwork-choice)\.tsx$/,
    pages: /^\/(lettering-decals\/vinyl-lettering|vinyl-lettering-designer)$/,
  },
  { module: /features\/lettering\/designer-header\.tsx$/, pages: /^\/vinyl-lettering-designer$/ },
  // The gallery's carousel: not where the designer stands in its place.
  {
    module: /embla-carousel/,
    pages: /^(?!\/(lettering-decals\/vinyl-lettering|vinyl-lettering-designer)$)/,
  },
  // The sections below the form: not on the designer's route (spec 000 §2).
  { module: /routes\/product-page-sections\.tsx$/, pages: /^(?!\/vinyl-lettering-designer$)/ },
];

/** Whether a dynamic import's chunk loads on `page` with no action of the visitor. */
function loadsUnprompted(modules: readonly string[], page: string): boolean {
  if (modules.some((module) => ON_USER_ACTION.some((pattern) => pattern.test(module)))) {
    return false;
  }
  const part = PAGE_PARTS.find(({ module }) => modules.some((m) => module.test(m)));
  return part ? part.pages.test(page) : true;
}

/**
 * The scripts `page` loads without a user action: its first load, then each dynamic import it
 * makes by itself (not `ON_USER_ACTION`; `PAGE_PARTS` of this page only) with its static
 * imports, and so on; each once, in the order found.
 */
export function unpromptedFiles(
  graph: ChunkGraph,
  firstLoad: readonly string[],
  page: string,
): string[] {
  const files = new Set(firstLoad);
  const queue = [...firstLoad];
  const add = (file: string) => {
    if (files.has(file)) return;
    const chunk = graph[file];
    if (!chunk) throw new Error(`${file} is not in the chunk graph: build again`);
    files.add(file);
    queue.push(file);
    chunk.imports.forEach(add);
  };
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const target of graph[file]?.dynamicImports ?? []) {
      const chunk = graph[target];
      if (!chunk) throw new Error(`${target} is not in the chunk graph: build again`);
      if (loadsUnprompted(chunk.modules, page)) add(target);
    }
  }
  return [...files];
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
 * With `graph`, weighs what the page loads without a user action instead (`unpromptedFiles`).
 */
export function weighPages(
  manifest: RouterManifest,
  pages: readonly string[],
  read: (urlPath: string) => Uint8Array,
  graph?: ChunkGraph,
): PageWeight[] {
  return pages.map((page) => {
    const routeIds = routeIdsFor(manifest, page);
    if (routeIds.length === 0) throw new Error(`${page} matches no route of the manifest`);
    const firstLoad = firstLoadFiles(manifest, routeIds);
    const files = graph ? unpromptedFiles(graph, firstLoad, page) : firstLoad;
    const contents = files.map(read);
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
export function budgetFailures(
  weights: readonly PageWeight[],
  budget = BUDGET_BYTES,
  what = 'first-load JS',
  source = 'issue 14',
): string[] {
  return weights
    .filter((weight) => weight.gzipBytes > budget)
    .map(
      (weight) =>
        `${weight.page}: ${what} is ${kib(weight.gzipBytes)} gzipped in ${weight.files} ` +
        `files, over the budget of ${kib(budget)} (${source})`,
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
