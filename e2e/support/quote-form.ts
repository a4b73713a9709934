import type { Page } from '@playwright/test';

/**
 * The banner's quote form of a product page. A business-card page has a second form with the
 * same labels, its PRICE tab's configurator (ADR 0022): a test names the one it means.
 */
export function quoteForm(page: Page) {
  return page.locator('section.configurator');
}
