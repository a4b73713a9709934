import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  budgetFailures,
  firstLoadFiles,
  parseManifestScript,
  routeIdsFor,
  weighPages,
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
