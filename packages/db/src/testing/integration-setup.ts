import { postgresUnavailable } from './test-database';

/**
 * Vitest global setup of the integration project: one line naming the database the suite runs
 * on, so a run on PGlite never passes for a run on PostgreSQL (issue 11), and one clear stop
 * when TEST_DATABASE_URL names a server that does not answer.
 */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log(
      'Integration tests on in-memory PGlite; not run on PostgreSQL: TEST_DATABASE_URL is unset (CI sets it for a second run).',
    );
    return;
  }
  const shown = new URL(url);
  if (shown.password) shown.password = '***';
  const why = await postgresUnavailable(url);
  if (why) throw new Error(`TEST_DATABASE_URL names ${shown.href}, which does not answer: ${why}`);
  console.log(`Integration tests on PostgreSQL at ${shown.href}.`);
}
