// `npm run test:budget` (after `npm run build`): every checked page's first-load JavaScript must
// stay within the budget of issue 14, and what it loads without any user action within that of
// issue 28. Prints each page's weights; exits 1 naming the pages over a budget.
// `-- --budget-kib N` / `-- --unprompted-budget-kib N` check against other budgets (to see the
// check fail, or try a tighter one).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  BUDGET_BYTES,
  BUDGET_PAGES,
  budgetFailures,
  parseManifestScript,
  UNPROMPTED_BUDGET_BYTES,
  weighPages,
  weightTable,
  type ChunkGraph,
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

const { values } = parseArgs({
  options: { 'budget-kib': { type: 'string' }, 'unprompted-budget-kib': { type: 'string' } },
});
const kibOption = (value: string | undefined, otherwise: number, name: string) => {
  const bytes = value ? Number(value) * 1024 : otherwise;
  if (!(bytes > 0)) {
    console.error(`--${name} must be a positive number of KiB`);
    process.exit(2);
  }
  return bytes;
};
const budget = kibOption(values['budget-kib'], BUDGET_BYTES, 'budget-kib');
const unpromptedBudget = kibOption(
  values['unprompted-budget-kib'],
  UNPROMPTED_BUDGET_BYTES,
  'unprompted-budget-kib',
);
const manifest = parseManifestScript(readFileSync(join(assets, manifestFile), 'utf8'));
const read = (urlPath: string) => readFileSync(join(client, urlPath));
const weights = weighPages(manifest, BUDGET_PAGES, read);
console.log(
  `First-load JS per page (budget ${budget / 1024} KiB gzipped):\n${weightTable(weights)}`,
);
// Written by the build beside the client's files (apps/web/vite.config.ts).
const graphFile = join(client, '..', 'client-chunks.json');
let graph: ChunkGraph;
try {
  graph = JSON.parse(readFileSync(graphFile, 'utf8')) as ChunkGraph;
} catch {
  console.error(`No chunk graph at ${graphFile}: run \`npm run build\` first.`);
  process.exit(1);
}
const unprompted = weighPages(manifest, BUDGET_PAGES, read, graph);
console.log(
  `\nJS loaded without a user action, first load included (budget ${unpromptedBudget / 1024} ` +
    `KiB gzipped):\n${weightTable(unprompted)}`,
);
const failures = [
  ...budgetFailures(weights, budget),
  ...budgetFailures(unprompted, unpromptedBudget, 'JS loaded without a user action', 'issue 28'),
];
if (failures.length > 0) {
  console.error(`\nOver the JS budgets:\n${failures.join('\n')}`);
  process.exit(1);
}
