import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = 'apps/web/app/features';
// The shop's capabilities: its folders with a service (the others, common/ limits/ testing/, are
// shared by all).
const shopDir = 'packages/shop/src';
const capabilities = readdirSync(shopDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => existsSync(`${shopDir}/${name}/service.ts`));
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      'data/**',
      'test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // How import-x reads the modules it follows (no-cycle parses every imported file).
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      // The TypeScript resolver understands the web app's `~/` alias and our packages' exports,
      // so the path rules below also see `~/features/...` imports.
      'import-x/resolver': {
        typescript: {
          project: [
            'packages/*/tsconfig.json',
            'apps/*/tsconfig.json',
            'e2e/tsconfig.json',
            'tooling/tsconfig.json',
          ],
        },
        node: true,
      },
    },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
      // `{ dropped: _dropped, ...kept }` is how we leave a field out of a copy.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read environment variables in apps/server/src/config.ts only.',
        },
      ],
      // Dependency direction (docs/decisions/0006, 0013): domain <- db <- shop <- server and web.
      // A cycle makes two modules one; keep each module's imports a tree.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/domain',
              from: ['./packages/db', './packages/shop', './apps', './e2e'],
              message: 'The domain is pure: it imports nothing of ours.',
            },
            {
              target: './packages/db',
              from: ['./apps', './e2e', './packages/shop'],
              message: 'The database package must not depend on the shop or the apps.',
            },
            {
              target: './packages/shop',
              from: ['./apps', './e2e'],
              message: 'The shop (use cases) must not depend on the apps that call it.',
            },
            {
              target: ['./apps/web/app/ui', './apps/web/app/lib'],
              from: ['./apps/web/app/features', './apps/web/app/routes'],
              message: 'ui/ and lib/ are shared building blocks: they never import features.',
            },
            {
              target: './apps/web',
              from: './apps/server',
              message: 'The web app never imports server code.',
            },
            {
              target: './apps/web/app/features',
              from: './apps/web/app/routes',
              message: 'Features never import routes: a route composes features, not the reverse.',
            },
            {
              // Issue 29: the apps change data through the shop's operations only.
              target: './apps/web',
              from: './packages/db/src/repositories',
              message: "Repositories are the shop's: call an operation of context.shop.",
            },
            // A capability calls another's operations through the service it is given, and may read
            // its contract; never its other modules (issue 29): the back-office and checkout then
            // call the same operations as the storefront instead of re-implementing them.
            ...capabilities.map((capability) => ({
              target: `./${shopDir}/${capability}`,
              from: `./${shopDir}`,
              except: [
                `./${capability}`,
                './common',
                './limits',
                './testing',
                './problem.ts',
                './writes.ts',
                './permissions.ts',
                './visitor-session.ts',
                './shop.ts', // tests build the whole shop; a service importing it is a cycle
                ...capabilities.flatMap((other) => [
                  `./${other}/contract.ts`,
                  `./${other}/service.ts`,
                ]),
              ],
              message:
                'A capability uses another through its service (and contract), not its modules.',
            })),
            // Features are composed by routes; one feature never reaches into another.
            ...features.map((feature) => ({
              target: `./${featuresDir}/${feature}`,
              from: `./${featuresDir}`,
              except: [`./${feature}`],
              message: 'Features do not import each other: compose them in a route instead.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@shop/*'], message: 'The domain is pure: it imports nothing of ours.' },
            {
              group: ['node:*', 'fs', 'path', 'pg', 'drizzle-orm*'],
              message: 'The domain does no I/O.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@shop/server', '@shop/web', '@shop/web/*', '@shop/server/*'] }] },
      ],
    },
  },
  {
    files: ['packages/shop/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@shop/server', '@shop/web', '@shop/web/*', '@shop/server/*'] }] },
      ],
    },
  },
  {
    // A contract is imported by the browser too: zod and the domain only, no I/O.
    files: ['packages/shop/src/**/contract.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@shop/db', '@shop/db/*', 'node:*', './service', '../*/service'],
              message: 'A contract is browser-safe: zod and @shop/domain only.',
            },
            // This block replaces the one for packages/shop/** in contract files: repeat it.
            { group: ['@shop/server', '@shop/web', '@shop/web/*', '@shop/server/*'] },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@shop/server', '@shop/server/*'],
              message: 'The web app never imports server code.',
            },
            {
              group: ['@shop/db/repositories/*'],
              message: "Repositories are the shop's: call an operation of context.shop.",
            },
            {
              // ADR 0041: one typed client, each answer read with its operation's contract.
              group: ['~/lib/shop-api', '**/lib/shop-api'],
              importNames: ['callApi'],
              message: 'Call the shop through ~/lib/shop-client (one function per operation).',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may read the catalog to build their fixtures; the routes and plugins may not.
    files: ['apps/server/src/routes/**', 'apps/server/src/plugins/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@shop/db/repositories/*'],
              message: "Repositories are the shop's: call an operation of app.shop.",
            },
          ],
        },
      ],
    },
  },
  {
    // Only the config module, the test database and Redis helpers and test tooling read the
    // environment.
    files: [
      'apps/server/src/config.ts',
      'packages/db/src/testing/**',
      'apps/server/src/testing/test-redis.ts',
      'e2e/**',
      '**/*.config.ts',
      'scripts/**',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
