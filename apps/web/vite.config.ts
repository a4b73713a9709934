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

export default defineConfig({
  plugins: [
    withoutBrotliInTheBrowser(),
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
