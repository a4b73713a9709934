import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadModulesAfterStyles } from './scripts-after-styles';

// The rewritten script is run for real, as a module, against modules on disk: what it publishes
// and in which order it links and imports is what the browser would see.
describe('loadModulesAfterStyles', () => {
  let dir: string;
  const events: string[] = [];
  const url = (name: string) => pathToFileURL(join(dir, name)).href;
  const globals = globalThis as Record<string, unknown>;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'scripts-after-styles-'));
    events.length = 0;
    globals.events = events;
    globals.window = globalThis;
    globals.document = {
      createElement: (tag: string) => ({ tag }),
      head: {
        append: (link: { tag: string; rel: string; href: string }) =>
          events.push(`${link.tag} ${link.rel} ${link.href}`),
      },
    };
    for (const name of ['root', 'page', 'entry']) {
      writeFileSync(
        join(dir, `${name}.mjs`),
        `globalThis.events.push('run ${name}'); export const name = '${name}';`,
      );
    }
  });

  afterEach(() => {
    for (const key of ['events', 'window', 'document', '__reactRouterRouteModules']) {
      Reflect.deleteProperty(globals, key);
    }
    rmSync(dir, { recursive: true, force: true });
  });

  /** React Router's inline module script, in the shape `<Scripts>` writes it. */
  const reactRouterScript = () => `;
import * as route0 from ${JSON.stringify(url('root.mjs'))};
import * as route1_main from ${JSON.stringify(url('page.mjs'))};
  window.__reactRouterManifest = {"entry":{}};
  window.__reactRouterRouteModules = {"root":route0,"routes/page":route1_main};

import(${JSON.stringify(url('entry.mjs'))});`;

  async function run(script: string) {
    const file = join(dir, 'boot.mjs');
    writeFileSync(file, script);
    await import(/* @vite-ignore */ pathToFileURL(file).href);
    // The entry is imported without waiting for it, as React Router does.
    await expect.poll(() => events.includes('run entry')).toBe(true);
  }

  it('links every module first, then imports the routes, then the entry', async () => {
    const preloads = ['/assets/entry.js', '/assets/react-dom.js'];
    await run(loadModulesAfterStyles(reactRouterScript(), preloads));
    expect(events).toEqual([
      'link modulepreload /assets/entry.js',
      'link modulepreload /assets/react-dom.js',
      'run root',
      'run page',
      'run entry',
    ]);
  });

  it('publishes each route module under the name the script gave it', async () => {
    await run(loadModulesAfterStyles(reactRouterScript(), []));
    const modules = globals.__reactRouterRouteModules as Record<string, { name: string }>;
    expect(modules.root?.name).toBe('root');
    expect(modules['routes/page']?.name).toBe('page');
  });

  it('leaves no static import, which the browser would fetch as soon as it parses the page', () => {
    const rewritten = loadModulesAfterStyles(reactRouterScript(), []);
    expect(rewritten).not.toMatch(/import \* as/);
    expect(rewritten).toContain('window.__reactRouterManifest');
  });
});
