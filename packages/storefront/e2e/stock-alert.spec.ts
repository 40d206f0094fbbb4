import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, hydrated, sandboxListing, uniqueEmail } from './helpers';
import { SUBSCRIBE_CALL } from './shopping';

/** A stock alert: the newsletter's form on a product's sold-out size, in the English shop. */
test('“tell me when my size is back” on a sold-out size: confirmed in the page, the product and item sent once', async ({
  page,
}) => {
  const { products } = await sandboxListing('woman');
  const found = products
    .filter((p) => p.available)
    .map((p) => ({ product: p, soldOut: p.items.find((i) => (i.stockByMarket['1'] ?? 0) === 0) }))
    .find((p) => p.soldOut);
  if (!found?.soldOut) throw new Error('the seed has no product with a sold-out size');
  const { product, soldOut } = found;
  const productId = (product as unknown as { product: string }).product;

  const sent: { product?: string; item?: string; email?: string }[] = [];
  const answers: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().includes(SUBSCRIBE_CALL)) sent.push(request.postDataJSON() as (typeof sent)[number]);
  });
  page.on('response', async (response) => {
    if (response.url().includes(SUBSCRIBE_CALL)) answers.push(await response.json());
  });

  await page.goto(`/en-gb/shop/product/${product.uri}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Tell me when my size is back' }).click();
  const panel = page.getByRole('dialog', { name: 'Tell me when my size is back' });
  await expect(panel).toBeVisible();
  const sizeSelect = panel.getByRole('button', { name: /Size/ });
  if (await sizeSelect.count()) {
    await sizeSelect.click();
    await page.getByRole('option', { name: soldOut.eu, exact: true }).click();
  }
  await expect(panel).toContainText(`Size ${soldOut.eu} is sold out.`);
  const email = uniqueEmail('back');
  await panel.getByLabel(/^Email/).fill(email);
  await panel.getByRole('checkbox').check({ force: true });
  await expectNoSeriousA11yViolations(page);
  await panel.getByRole('button', { name: 'Notify me' }).click();
  await expect(panel.getByRole('status')).toHaveText('Welcome to the club! Check your inbox.');

  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ email, product: productId, item: soldOut.item });
  await expect.poll(() => answers).toEqual([expect.objectContaining({ subscribed: true })]);
});
