import { defineConfig } from 'tsup';

// The server runs as plain JavaScript in production. Our workspace packages ship TypeScript
// source, so they are bundled in; every npm dependency stays an ordinary import.
export default defineConfig({
  entry: ['src/server.ts'],
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  skipNodeModulesBundle: true,
  noExternal: [/^@shop\/(domain|db|shop)\//],
});
