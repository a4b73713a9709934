import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // React Router 8's behaviour now (each flag's change: docs/upgrading/future.md of react-router).
  // The load context is a RouterContextProvider (app/load-context.ts); loaders read only the
  // origin and search parameters of request.url, which pass-through requests keep.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
