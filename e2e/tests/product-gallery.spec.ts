import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { quoteForm } from '../support/quote-form';

// The banner carousel shows the product's main picture and the slice of its gallery the current
// choices select (spec 001 §4, "Carousel gallery slices"), and only pictures of that product.

/** The pictures the carousel's thumbnails show, as mockup names. */
async function thumbnails(page: Page) {
  const gallery = page.getByRole('region', { name: 'Product pictures' });
  const sources = await gallery
    .locator('.gallery__thumbs img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
  return sources.map((source) => source.replace(/^\/media\/mockups\/|\.svg$/g, ''));
}

test('the premium card on Vintage Kraft shows its main picture and the three kraft cards', async ({
  page,
}) => {
  await page.goto('/business-cards/premium-business-card');
  const material = quoteForm(page).getByLabel('Material');
  await expect(material).toBeEnabled();
  await material.selectOption({ label: 'Vintage Kraft 300gsm' });
  await expect
    .poll(() => thumbnails(page))
    .toEqual([
      'card-royal-white-front',
      'card-kraft-front-7',
      'card-kraft-back-8',
      'card-kraft-front-9',
    ]);
});

test('hang tags show tags only, on the stock chosen', async ({ page }) => {
  await page.goto('/business-cards/hang-tags');
  const product = quoteForm(page).getByLabel('Product', { exact: true });
  await expect(product).toBeEnabled();
  await product.selectOption({ label: 'Hang Tags (swing tags)' });
  await quoteForm(page).getByLabel('Material').selectOption({ label: 'Royal Extra White 400gsm' });
  await expect
    .poll(() => thumbnails(page))
    .toEqual([
      'tag-kraft-front',
      'tag-royal-white-front-4',
      'tag-royal-white-circle-5',
      'tag-royal-white-rectangle-6',
    ]);
});
