import { expect, type Page } from '@playwright/test';
import { routes } from '../src/lib/routes';
import { hydrated, productsInStock, type InStock } from './helpers';

/*
 * A shopper's steps through the Italian shop (it-it): a cart and an order made through the shop's own
 * proxies, as its pages would make them, and the product page's and checkout's forms as a shopper fills them.
 */

/** The commerce write proxy's call a newsletter form and a stock alert make (the address's query). */
export const SUBSCRIBE_CALL = 'url=checkout/newsletter-subscription';

/** The Italian shop's market, as the shop's own calls to the commerce proxy name it. */
const IT_MARKET = { market: 1, pricelist: 49, lang: 'it' } as const;

/** The origin a page's own calls carry (the proxies' origin check), from the page that is open. */
function originOf(page: Page) {
  return { origin: new URL(page.url()).origin, 'content-type': 'application/json' };
}

/** The commerce proxy's session cookie (httpOnly: the browser's context holds it, no script reads it). */
const SESSION_COOKIE = 'passo_api_token';

/**
 * Waits for the open page's own session. A fresh page asks for its cart once it is interactive, and that
 * answer starts the session; a call made before it would start a second one, which the page's answer then
 * replaces (the cart would look empty).
 */
export async function pageSession(page: Page) {
  const hasSession = async () => (await page.context().cookies()).some((c) => c.name === SESSION_COOKIE);
  if (await hasSession()) return;
  await hydrated(page);
  await expect.poll(hasSession, { message: 'the page started its session', timeout: 30_000 }).toBe(true);
}

/**
 * Puts one product (`chosen`, or the first in stock) in the open page's cart through the shop's own proxy, as
 * the product page would (in the Italian shop's market unless `market` says another); answers it.
 */
export async function addToCartThroughProxy(
  page: Page,
  chosen?: InStock,
  market: { market: number; pricelist: number; lang: string } = IT_MARKET,
): Promise<InStock> {
  const line = chosen ?? (await productsInStock(1))[0];
  await pageSession(page);
  const added = await page.request.post(`/api/commerce-write?url=checkout/items/${line!.size.item}/quantity/1`, {
    headers: originOf(page),
    data: market,
  });
  expect(added.status()).toBe(200);
  return line!;
}

/**
 * An order for the open page's session (a guest's or a signed-in customer's) of one product (`chosen`, or
 * the first in stock), placed through the shop's own proxies as the checkout would, paid by card; returns
 * its number.
 */
export async function orderThroughProxy(page: Page, email: string, chosen?: InStock): Promise<string> {
  await addToCartThroughProxy(page, chosen);
  const paid = await page.request.post('/api/commerce-write?url=checkout/payment', {
    headers: originOf(page),
    data: {
      ...IT_MARKET,
      locale: 'it-it',
      paymentMethod: 'sandbox-card',
      termsAndConditions: true,
      address: {
        email,
        firstName: 'Lina',
        lastName: 'Wertmüller',
        address1: 'Via dei Calzolai 7',
        zipCode: '60121',
        city: 'Ancona',
        country: 'IT',
      },
    },
  });
  expect(paid.status()).toBe(201);
  return ((await paid.json()) as { order: { order: string } }).order.order;
}

/**
 * A cart with one product in stock (3 at least), put through the shop's own write proxy before any page is
 * open (a page's own first cart read would otherwise race it for the session cookie), then the checkout
 * opened; answers the product and its item. `origin` is the shop's, for the proxy's origin check.
 */
export async function checkoutWithOneItem(page: Page, origin: string) {
  const [line] = await productsInStock(1);
  const added = await page.request.post(`/api/commerce-write?url=checkout/items/${line!.size.item}/quantity/1`, {
    data: IT_MARKET,
    headers: { origin },
  });
  expect(added.status()).toBe(200);
  await page.goto('/it-it/checkout');
  return { product: line!.product, item: line!.size.item };
}

/*
 * The shop's journeys through the Italian shop (it-it), as a shopper takes them: one place for the steps
 * every checkout test repeats. Fields are scoped to the page's main region (the footer has its own email).
 */

/** Picks the size on the product page that is open. */
export async function chooseSize(page: Page, eu: string) {
  await page
    .getByRole('radiogroup', { name: 'Taglia' })
    .locator('label')
    .filter({ hasText: new RegExp(`^${eu}`) })
    .click();
}

/**
 * Opens the product's page (below `origin`, default the test's baseURL), picks the size and adds it to the
 * cart; answers the cart that opens.
 */
export async function addOnProductPage(page: Page, { product, size }: InStock, { origin = '' } = {}) {
  await page.goto(`${origin}${routes.product('it-it', product.uri)}`);
  await chooseSize(page, size.eu);
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  const cart = page.getByRole('dialog', { name: /Fatto!|Il tuo carrello/ });
  await expect(cart).toBeVisible();
  return cart;
}

/** The guest the checkout journeys type in: an address in Italy, the it-it shop's country. */
const GUEST = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Rossi',
  street: 'Via Tortona 12',
  postcode: '20144',
  city: 'Milano',
} as const;

/** Fills the checkout's contact and shipping address (the shipping method keeps its default, standard). */
export async function fillContactAndAddress(page: Page, email: string = GUEST.email) {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Email' }).fill(email);
  await main.getByRole('textbox', { name: /^Nome/ }).fill(GUEST.firstName);
  await main.getByRole('textbox', { name: /^Cognome/ }).fill(GUEST.lastName);
  await main.getByRole('textbox', { name: /^Indirizzo\b(?!, riga)/ }).fill(GUEST.street);
  await main.getByRole('textbox', { name: /^CAP/ }).fill(GUEST.postcode);
  await main.getByRole('textbox', { name: /^Città/ }).fill(GUEST.city);
}

/** Ticks a radio or checkbox with the keyboard (react-aria's inputs are visually hidden under their drawn box). */
async function choose(page: Page, role: 'radio' | 'checkbox', name: RegExp) {
  const control = page.getByRole(role, { name });
  await control.focus();
  await page.keyboard.press('Space');
  await expect(control).toBeChecked();
}

/** Chooses the payment method (`null`: none, when nothing is to pay) and accepts the terms. */
export async function choosePaymentAndTerms(page: Page, method: RegExp | null) {
  if (method) await choose(page, 'radio', method);
  await choose(page, 'checkbox', /Accetto i termini/);
}

/** Chooses the payment method, accepts the terms and places the order. */
export async function placeOrder(page: Page, method: RegExp | null) {
  await choosePaymentAndTerms(page, method);
  await page.getByTestId('place-order').click();
}
