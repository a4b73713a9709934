// `npm run test:budget` (after `npm run build`): every checked page's first-load JavaScript must
// stay within the budget of issue 14. Prints each page's weight; exits 1 naming the pages over it.
// `-- --budget-kib N` checks against another budget (to see the check fail, or try a tighter one).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  BUDGET_BYTES,
  BUDGET_PAGES,
  budgetFailures,
  parseManifestScript,
  weighPages,
  weightTable,
} from './bundle-budget';

const client = fileURLToPath(new URL('../apps/web/build/client', import.meta.url));
const assets = join(client, 'assets');

let manifestFile: string | undefined;
try {
  manifestFile = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
} catch {
  // no build
}
if (!manifestFile) {
  console.error(`No React Router manifest in ${assets}: run \`npm run build\` first.`);
  process.exit(1);
}

const { values } = parseArgs({ options: { 'budget-kib': { type: 'string' } } });
const budget = values['budget-kib'] ? Number(values['budget-kib']) * 1024 : BUDGET_BYTES;
if (!(budget > 0)) {
  console.error('--budget-kib must be a positive number of KiB');
  process.exit(2);
}
const manifest = parseManifestScript(readFileSync(join(assets, manifestFile), 'utf8'));
const weights = weighPages(manifest, BUDGET_PAGES, (urlPath) =>
  readFileSync(join(client, urlPath)),
);
console.log(
  `First-load JS per page (budget ${budget / 1024} KiB gzipped):\n${weightTable(weights)}`,
);
const failures = budgetFailures(weights, budget);
if (failures.length > 0) {
  console.error(`\nOver the first-load JS budget:\n${failures.join('\n')}`);
  process.exit(1);
}
