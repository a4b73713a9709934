import { test as base, expect } from '@playwright/test';

/**
 * Every page test runs against the server started by global-setup, and fails if the browser
 * logged a console error or threw an uncaught exception (a failed hydration, a broken asset).
 */
const EXPECTED_REFUSAL =
  /Failed to load resource: the server responded with a status of (401|402|409|422|429|502)/;

export const test = base.extend<{ browserErrors: string[] }>({
  // Playwright reads a fixture's dependencies from this destructuring, so it must be there.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: global-setup did not start the shop.');
    await use(url);
  },
  browserErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // Chromium logs every 4xx answer; refusals a flow expects (wrong password, registered or
        // disposable email, a rate limit, a declined test card) are asserted on screen instead. Missing files (404) still fail.
        if (EXPECTED_REFUSAL.test(message.text())) return;
        if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use(errors);
      expect(errors, 'the browser reported errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
