import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  plugins: [
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
