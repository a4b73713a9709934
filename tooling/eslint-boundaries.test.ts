import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The dependency rules only help if they fire: lint small snippets as if they lived in real files.
const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function ruleIdsFor(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

describe('dependency direction', () => {
  it('keeps the domain free of our other packages', async () => {
    expect(
      await ruleIdsFor(
        'packages/domain/src/x.ts',
        "export { featuredCategories } from '../../db/src/schema';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIdsFor(
        'packages/domain/src/x.ts',
        "export { featuredCategories } from '@shop/db/schema';\n",
      ),
    ).toContain('no-restricted-imports');
  });

  it('keeps server code out of the web app', async () => {
    expect(
      await ruleIdsFor(
        'apps/web/app/routes/x.tsx',
        "export { buildApp } from '../../../server/src/app';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIdsFor(
        'apps/web/app/routes/x.tsx',
        "export { buildApp } from '@shop/server/app';\n",
      ),
    ).toContain('no-restricted-imports');
  });

  it('stops one feature from importing another, but not itself', async () => {
    expect(
      await ruleIdsFor(
        'apps/web/app/features/catalog/x.tsx',
        "export { SiteHeader } from '../layout/site-header';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIdsFor(
        'apps/web/app/features/catalog/x.tsx',
        "export { SiteHeader } from '~/features/layout/site-header';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIdsFor(
        'apps/web/app/features/catalog/x.tsx',
        "export { CategoryArt } from './category-art';\n",
      ),
    ).toEqual([]);
  });

  it('keeps ui/ and lib/ free of features', async () => {
    expect(
      await ruleIdsFor(
        'apps/web/app/ui/x.tsx',
        "export { SiteHeader } from '~/features/layout/site-header';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIdsFor(
        'apps/web/app/lib/x.ts',
        "export { SiteHeader } from '../features/layout/site-header';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('keeps the shop (use cases) below the apps and above the database', async () => {
    expect(
      await ruleIdsFor('packages/shop/src/x.ts', "export { buildApp } from '@shop/server/app';\n"),
    ).toContain('no-restricted-imports');
    expect(
      await ruleIdsFor(
        'packages/db/src/x.ts',
        "export { createShop } from '../../shop/src/shop';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIdsFor(
        'packages/shop/src/cart/contract.ts',
        "export { cartRepository } from '@shop/db/repositories/carts';\n",
      ),
    ).toContain('no-restricted-imports');
  });

  // Issue 29: each of these passed the lint before.
  it('keeps the shop out of the domain, by a relative path too', async () => {
    expect(
      await ruleIdsFor(
        'packages/domain/src/x.ts',
        "export { createShop } from '../../shop/src/shop';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('keeps repositories out of the web app and the server routes and plugins', async () => {
    const repository = "export { cartRepository } from '@shop/db/repositories/carts';\n";
    for (const file of [
      'apps/web/app/features/cart/x.tsx',
      'apps/web/app/routes/x.tsx',
      'apps/server/src/routes/cart/x.ts',
      'apps/server/src/plugins/x.ts',
    ]) {
      expect(await ruleIdsFor(file, repository), file).toContain('no-restricted-imports');
    }
    expect(
      await ruleIdsFor(
        'apps/web/app/routes/x.tsx',
        "export { cartRepository } from '../../../../packages/db/src/repositories/carts';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    // The server's bootstrap opens the database and builds the shop from it.
    expect(
      await ruleIdsFor('apps/server/src/x.ts', "export { openDatabase } from '@shop/db/client';\n"),
    ).toEqual([]);
  });

  it("stops a capability from reaching into another's modules, but not its service", async () => {
    expect(
      await ruleIdsFor(
        'packages/shop/src/quotes/x.ts',
        "export { newGuestId } from '../accounts/email-policy';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIdsFor(
        'packages/shop/src/quotes/x.ts',
        "export { receiveForm } from '../uploads/receive-form';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIdsFor(
        'packages/shop/src/quotes/x.ts',
        "export type { UploadsService } from '../uploads/service';\n" +
          "export { ATTACHMENTS_MAX } from '../uploads/contract';\n" +
          "export { ShopProblem } from '../problem';\n",
      ),
    ).toEqual([]);
  });

  it('sends the web app through the typed client, not callApi (ADR 0041)', async () => {
    const call = "export { callApi } from '~/lib/shop-api';\n";
    expect(await ruleIdsFor('apps/web/app/features/quote/x.ts', call)).toContain(
      'no-restricted-imports',
    );
    expect(
      await ruleIdsFor('apps/web/app/routes/x.tsx', "export { callApi } from '../lib/shop-api';\n"),
    ).toContain('no-restricted-imports');
    expect(
      await ruleIdsFor(
        'apps/web/app/features/quote/x.ts',
        "export { newIdempotencyKey } from '~/lib/shop-api';\n",
      ),
    ).not.toContain('no-restricted-imports');
    expect(
      await ruleIdsFor('apps/web/app/lib/x.ts', "export { callApi } from './shop-api';\n"),
    ).not.toContain('no-restricted-imports');
  });

  it('stops a feature from importing a route', async () => {
    expect(
      await ruleIdsFor(
        'apps/web/app/features/cart/x.tsx',
        "export { default } from '~/routes/cart';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('keeps the server out of a contract, as out of the rest of the shop', async () => {
    expect(
      await ruleIdsFor(
        'packages/shop/src/cart/contract.ts',
        "export { buildApp } from '@shop/server/app';\n",
      ),
    ).toContain('no-restricted-imports');
  });

  it('refuses import cycles', async () => {
    // configurator-cascade.ts imports sets-rules.ts: sets-rules importing it back is a cycle.
    const importBack = "export { cascade } from './configurator-cascade';\n";
    expect(await ruleIdsFor('packages/domain/src/rules/sets-rules.ts', importBack)).toContain(
      'import-x/no-cycle',
    );
    expect(await ruleIdsFor('packages/domain/src/rules/x-new.ts', importBack)).not.toContain(
      'import-x/no-cycle',
    );
  });

  it('lets routes compose features', async () => {
    expect(
      await ruleIdsFor(
        'apps/web/app/routes/x.tsx',
        "export { SiteHeader } from '../features/layout/site-header';\n",
      ),
    ).toEqual([]);
  });
});

describe('configuration', () => {
  it('reads the environment only in the config module', async () => {
    const code = 'export const port = process.env.PORT;\n';
    expect(await ruleIdsFor('apps/server/src/app-port.ts', code)).toContain('no-restricted-syntax');
    expect(await ruleIdsFor('apps/server/src/config.ts', code)).toEqual([]);
  });
});
