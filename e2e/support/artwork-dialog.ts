import { expect, type Page } from '@playwright/test';

/**
 * After ADD TO CART the cart opens the new line's artwork dialog (issue 33, spec 000 §4 "artwork
 * submit"); a test that goes on with the cart chooses "Upload later", as a customer would.
 */
export async function uploadLater(page: Page) {
  await expect(page).toHaveURL(/\/cart\?artwork=\d+$/);
  const dialog = page.getByRole('dialog', { name: /^Artwork: / });
  await dialog.getByRole('button', { name: 'Upload later' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/cart$/);
}
