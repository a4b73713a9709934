import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * fontkit decodes WOFF2 with a 59 KB (gzipped) brotli decoder; the designer reads only `.woff`
 * files (ADR 0028), so the browser's build gets a decoder that refuses instead.
 */
function withoutBrotliInTheBrowser(): Plugin {
  const stub = '\0brotli-decompress-stub';
  return {
    name: 'without-brotli-in-the-browser',
    enforce: 'pre',
    resolveId(id) {
      return id === 'brotli/decompress.js' && this.environment.name === 'client' ? stub : null;
    },
    load(id) {
      if (id !== stub) return null;
      return (
        'export default function decompress() {\n' +
        "  throw new Error('WOFF2 is not read in the browser: the typefaces are served as WOFF.');\n" +
        '}\n'
      );
    },
  };
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The browser build's chunk graph, for the budget of what a page loads without a user action
 * (`tooling/bundle-budget.ts`, issue 28 item 4): each chunk's file, the source module it stands
 * for (or, for a shared chunk, the modules in it), its static and its dynamic imports. React Router's manifest names only the first load.
 * Written beside the client build (`build/client-chunks.json`), not in it: it is not served.
 */
function chunkGraph(): Plugin {
  return {
    name: 'chunk-graph',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options, bundle) {
      const chunks: Record<string, unknown> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[`/${output.fileName}`] = {
          // A shared chunk stands for no one module: its modules name it.
          modules: (output.facadeModuleId ? [output.facadeModuleId] : output.moduleIds)
            .filter((id) => !id.startsWith('\0'))
            .map((id) => relative(repoRoot, id).split('?')[0]),
          imports: output.imports.map((file) => `/${file}`),
          dynamicImports: output.dynamicImports.map((file) => `/${file}`),
        };
      }
      const outDir = options.dir ?? 'build/client';
      writeFileSync(
        join(outDir, '..', 'client-chunks.json'),
        `${JSON.stringify(chunks, null, 1)}\n`,
      );
    },
  };
}

export default defineConfig({
  plugins: [
    withoutBrotliInTheBrowser(),
    chunkGraph(),
    reactRouter(),
    // Brotli and gzip copies beside each built script and style, at the highest levels (made
    // once, at build): the server sends the one the browser accepts (issue 14). The plugin runs
    // in both environments of the build; the server's own bundle (index.js, server-build-*) is
    // never sent to a browser, so it is left out.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|svg|json|txt|xml|html)$/,
      exclude: [/^index\.js$/, /^assets\/server-build-/],
      threshold: 1024,
      skipIfLargerOrEqual: true,
    }),
  ],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  // The Fastify server (apps/server) is the only HTTP server, in development too.
  server: { hmr: true },
});
