import { defineConfig } from 'tsup';

// The server runs as plain JavaScript in production. Our workspace packages ship TypeScript
// source, so they are bundled in; every npm dependency stays an ordinary import.
export default defineConfig({
  // The artwork pool's worker is a file of its own: each worker thread loads it. staff-create is
  // the `npm run staff:create` command (issue 34).
  entry: {
    server: 'src/server.ts',
    'preflight-worker': 'src/artwork/preflight-worker.ts',
    'staff-create': 'src/staff-create.ts',
  },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  skipNodeModulesBundle: true,
  noExternal: [/^@shop\/(domain|db|shop)\//],
});
