import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  budgetFailures,
  firstLoadFiles,
  parseManifestScript,
  routeIdsFor,
  unpromptedFiles,
  weighPages,
  type ChunkGraph,
  type RouterManifest,
} from './bundle-budget';

const manifest: RouterManifest = {
  entry: { module: '/assets/entry.js', imports: ['/assets/react.js'] },
  routes: {
    root: { id: 'root', path: '', module: '/assets/root.js', imports: ['/assets/react.js'] },
    'routes/home': { id: 'routes/home', parentId: 'root', index: true, module: '/assets/home.js' },
    'routes/product-page': {
      id: 'routes/product-page',
      parentId: 'root',
      path: ':category/:item/:product?',
      module: '/assets/product.js',
      imports: ['/assets/react.js', '/assets/pricing.js'],
      clientLoaderModule: '/assets/product-loader.js',
    },
  },
};

describe('first-load JS budget', () => {
  it('reads the manifest script React Router writes', () => {
    expect(
      parseManifestScript(`window.__reactRouterManifest=${JSON.stringify(manifest)};`),
    ).toEqual(manifest);
  });

  it('matches a page to its routes, root first', () => {
    expect(routeIdsFor(manifest, '/stickers/standard-vinyl')).toEqual([
      'root',
      'routes/product-page',
    ]);
    expect(routeIdsFor(manifest, '/')).toEqual(['root', 'routes/home']);
    expect(routeIdsFor(manifest, '/cart')).toEqual([]);
  });

  it('counts the entry, each route module and their static imports once', () => {
    expect(firstLoadFiles(manifest, ['root', 'routes/product-page'])).toEqual([
      '/assets/entry.js',
      '/assets/react.js',
      '/assets/root.js',
      '/assets/product.js',
      '/assets/pricing.js',
      '/assets/product-loader.js',
    ]);
  });

  it('names the page, its size and the budget when a page is over it', () => {
    // Random bytes do not compress: the gzipped size is about the plain size.
    const noise = (length: number) => new Uint8Array(randomBytes(length));
    const weights = weighPages(manifest, ['/stickers/standard-vinyl', '/'], (file) =>
      file === '/assets/pricing.js' ? noise(200 * 1024) : noise(1024),
    );
    expect(weights.map((w) => w.files)).toEqual([6, 4]);
    const failures = budgetFailures(weights, 150 * 1024);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(
      /^\/stickers\/standard-vinyl: first-load JS is 2\d\d\.\d KiB gzipped in 6 files, over the budget of 150\.0 KiB/,
    );
    expect(budgetFailures(weights, 300 * 1024)).toEqual([]);
  });

  it('refuses a page that matches no route', () => {
    expect(() => weighPages(manifest, ['/cart'], () => new Uint8Array())).toThrow(
      /matches no route/,
    );
  });
});

describe('the JS a page loads without a user action (issue 28 item 4)', () => {
  const chunk = (modules: string[], imports: string[] = [], dynamicImports: string[] = []) => ({
    modules,
    imports,
    dynamicImports,
  });
  // The product page's module imports, by itself: the lower sections (which bring a shared
  // chunk), the designer (a lettering page's part); on a visitor's action: a dialog, fontkit.
  const graph: ChunkGraph = {
    '/assets/entry.js': chunk(['apps/web/app/entry.client.tsx'], ['/assets/react.js']),
    '/assets/react.js': chunk(['node_modules/react/index.js']),
    '/assets/root.js': chunk(['apps/web/app/root.tsx'], ['/assets/react.js']),
    '/assets/product.js': chunk(
      ['apps/web/app/routes/product-page.tsx'],
      ['/assets/react.js', '/assets/pricing.js'],
      ['/assets/sections.js', '/assets/designer.js', '/assets/quotation.js', '/assets/sign-in.js'],
    ),
    '/assets/pricing.js': chunk(['packages/domain/src/pricing.ts']),
    '/assets/product-loader.js': chunk(['apps/web/app/routes/product-page.tsx?client-loader']),
    '/assets/sections.js': chunk(
      ['apps/web/app/routes/product-page-sections.tsx'],
      ['/assets/react.js', '/assets/schemas.js'],
    ),
    '/assets/schemas.js': chunk(['node_modules/zod/v4/core/core.js']),
    '/assets/designer.js': chunk(
      ['apps/web/app/features/lettering/lettering-designer.tsx'],
      ['/assets/typefaces.js'],
    ),
    '/assets/typefaces.js': chunk(['apps/web/app/lib/typefaces.ts'], [], ['/assets/fontkit.js']),
    '/assets/fontkit.js': chunk(['packages/shop/src/lettering/glyph-source.ts']),
    '/assets/quotation.js': chunk(['apps/web/app/features/quote/quotation-dialog.tsx']),
    // A shared chunk has no module of its own: its modules name it.
    '/assets/sign-in.js': chunk(['apps/web/app/features/accounts/sign-in-form.tsx']),
  };
  const firstLoad = firstLoadFiles(manifest, ['root', 'routes/product-page']);

  it('adds what the page imports by itself, with its static imports, and nothing on an action', () => {
    expect(unpromptedFiles(graph, firstLoad, '/stickers/standard-vinyl')).toEqual([
      ...firstLoad,
      '/assets/sections.js',
      '/assets/schemas.js',
    ]);
  });

  it('counts a lettering page its designer, and the designer route no lower sections', () => {
    expect(unpromptedFiles(graph, firstLoad, '/lettering-decals/vinyl-lettering')).toEqual([
      ...firstLoad,
      '/assets/sections.js',
      '/assets/schemas.js',
      '/assets/designer.js',
      '/assets/typefaces.js',
    ]);
    expect(unpromptedFiles(graph, firstLoad, '/vinyl-lettering-designer')).toEqual([
      ...firstLoad,
      '/assets/designer.js',
      '/assets/typefaces.js',
    ]);
  });

  it('names the page, its size and the budget when what loads unprompted is over it', () => {
    const noise = (length: number) => new Uint8Array(randomBytes(length));
    const read = (file: string) => (file === '/assets/schemas.js' ? noise(60 * 1024) : noise(1024));
    const firstLoadOnly = weighPages(manifest, ['/stickers/standard-vinyl'], read);
    const unprompted = weighPages(manifest, ['/stickers/standard-vinyl'], read, graph);
    expect(budgetFailures(firstLoadOnly, 50 * 1024)).toEqual([]);
    expect(unprompted.map((w) => w.files)).toEqual([8]);
    const failures = budgetFailures(
      unprompted,
      50 * 1024,
      'JS loaded without a user action',
      'issue 28',
    );
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(
      /^\/stickers\/standard-vinyl: JS loaded without a user action is 6\d\.\d KiB gzipped in 8 files, over the budget of 50\.0 KiB \(issue 28\)$/,
    );
  });

  it('refuses a graph that does not name an imported chunk (a stale build)', () => {
    const stale = Object.fromEntries(
      Object.entries(graph).filter(([file]) => file !== '/assets/sections.js'),
    );
    expect(() => unpromptedFiles(stale, firstLoad, '/stickers/standard-vinyl')).toThrow(
      /not in the chunk graph/,
    );
  });
});
