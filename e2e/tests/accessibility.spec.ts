import { expect, test } from '../support/fixtures';
import { expectPageAccessible } from '../support/page-checks';

// An axe scan of every kind of page the shop has, as a visitor sees it (issue 11): the lower
// sections loaded and, on product pages, the turnaround calendar showing its day buttons. Most
// scans run inside a flow that already opens the page in that state, with the same helpers
// (support/page-checks.ts), which saves a page load and hydration each:
// - storefront.spec.ts: the home page, the empty cart, the shipping terms (the shop's own pages
//   share one module; the longest stands for them), the 404 page;
// - lower-sections.spec.ts: the sticker page, the premium card page on its calendar, and the
//   category page its breadcrumb leads to;
// - help-modals.spec.ts: the roll page, a help dialog open, a card page's quantity tip open;
// - lettering-help.spec.ts: the vinyl-lettering page;
// - accounts.spec.ts: sign-in, sign-up, contact and the outbox;
// - cart-and-quotes.spec.ts: a cart with a line;
// - card-page-content.spec.ts: a card clip playing;
// - quote-modal-flows.spec.ts: the QUOTE modal on a card page, then with its messages.
// The tests here scan what no flow opens. A scan of a product page walks thousands of nodes,
// which takes a while on a busy machine: the tests get the slow timeout.
test.slow();

// No flow opens these pages.
const PAGES: Array<{ kind: string; path: string }> = [
  { kind: 'forgot password', path: '/forgot-password' },
  { kind: 'artwork guide', path: '/user-guide/artwork-guide' },
];

for (const { kind, path } of PAGES) {
  test(`axe finds no serious or critical violations on the ${kind} page (${path})`, async ({
    page,
  }) => {
    await page.goto(path);
    await expectPageAccessible(page);
  });
}

// Issue 15: a card page as a visitor uses it, one tab open after another.
const CARD_TABS = [
  'PRODUCT INFO',
  'SPECIAL FEATURES',
  'ARTWORK GUIDE',
  'PRICE',
  'SHIPPING INFO',
  'REVIEW',
];

// One page load for the seven scans: the load and hydration cost more than a scan.
test('axe finds no serious or critical violations on a business card page, then with each of its tabs open', async ({
  page,
}) => {
  // A card page's calendar is in its SHIPPING INFO tab (issue 15), which the hash opens.
  await page.goto('/business-cards/standard-business-card#shipping-info');
  await expect(page.getByLabel('Product page')).toBeEnabled();
  await test.step('opened on its SHIPPING INFO tab, the calendar showing', async () => {
    await expectPageAccessible(page, { calendar: true });
  });

  for (const name of CARD_TABS) {
    await test.step(`with the ${name} tab open`, async () => {
      const tab = page.getByRole('tab', { name, exact: true });
      await tab.scrollIntoViewIfNeeded();
      // A click before the tabs' script has run does nothing: click until the tab is open.
      await expect(async () => {
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
      }).toPass();
      const panel = page.getByRole('tabpanel', { name, exact: true });
      await expect(panel).toBeVisible();
      await expectPageAccessible(page, { calendar: name === 'SHIPPING INFO' });
    });
  }
});
