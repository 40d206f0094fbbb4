import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF\n');

test('the contact form sends a message with an attachment to /upload/uploader.php', async ({ page }) => {
  await page.goto('/en-gb/other/customer-care/contact-us');
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('Email').fill('giulia@example.com');
  await form.getByLabel('Message').fill('The sole of my Sunny Side came loose.');
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: PDF });
  const upload = page.waitForResponse((response) => response.url().endsWith('/upload/uploader.php'));
  await form.getByRole('button', { name: 'Send' }).click();
  expect((await upload).status()).toBe(201);
  await expect(form.getByRole('status')).toHaveText(/we have your message/i);
});

test('the contact form reports a file the server refuses, in the shopper’s language', async ({ page }) => {
  await page.goto('/it-it/other/customer-care/contact-us');
  const form = page.getByRole('form', { name: 'Contattaci' });
  await form.getByLabel('Email').fill('giulia@example.com');
  await form.getByLabel('Messaggio').fill('Ecco il mio file.');
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'run.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ not a pdf') });
  await form.getByRole('button', { name: 'Invia' }).click();
  const refused = 'Non accettato: run.pdf. Scegli immagini, pdf, doc o docx.';
  const summary = form.locator('[data-error-summary]');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('heading')).toHaveText("C'è un problema");
  await expect(summary.getByRole('link')).toHaveText([refused]);
  const chooser = form.getByRole('button', { name: 'Scegli un file' });
  await expect(chooser).toHaveAccessibleDescription(/Non accettato: run\.pdf\. Scegli immagini, pdf, doc o docx\.$/);
  await summary.getByRole('link').click();
  await expect(chooser).toBeFocused();
});

test('the contact form refuses a HEIC, AVIF or SVG file with the labelled message before submit', async ({ page }) => {
  let posted = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/upload/uploader.php')) posted = true;
  });
  await page.goto('/it-it/other/customer-care/contact-us');
  const form = page.getByRole('form', { name: 'Contattaci' });
  const picker = form.locator('input[type="file"]');
  // The picker's filter is the server's list: no image family wildcard that would let these through.
  await expect(picker).not.toHaveAttribute('accept', /image\/\*/);
  for (const [name, mimeType] of [
    ['foto.heic', 'image/heic'],
    ['foto.avif', 'image/avif'],
    ['logo.svg', 'image/svg+xml'],
  ] as const) {
    await picker.setInputFiles({ name, mimeType, buffer: Buffer.from('not an accepted image') });
    await expect(form.getByRole('alert').filter({ hasText: /./ })).toHaveText(
      `Non accettato: ${name}. Scegli immagini, pdf, doc o docx.`,
    );
    await expect(form.getByRole('listitem')).toHaveCount(0);
  }
  expect(posted).toBe(false);
});

test('the contact form sends nothing until email and message are filled in, and says so', async ({ page }) => {
  let posted = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/upload/uploader.php')) posted = true;
  });
  await page.goto('/it-it/other/customer-care/contact-us');
  const form = page.getByRole('form', { name: 'Contattaci' });
  await form.getByRole('button', { name: 'Invia' }).click();
  // GOV.UK's error summary: focused, "There is a problem", each message a link in the field's own words.
  const summary = form.locator('[data-error-summary]');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('heading')).toHaveText("C'è un problema");
  await expect(summary.getByRole('link')).toHaveText(['Email è obbligatorio', 'Messaggio è obbligatorio']);
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Email è obbligatorio');
  await expect(form.getByLabel('Messaggio')).toHaveAccessibleDescription('Messaggio è obbligatorio');
  // Keyboard: Tab from the summary to its second link, Enter moves focus to the message.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Messaggio')).toBeFocused();
  await form.getByLabel('Email').fill('giulia@example');
  await form.getByRole('button', { name: 'Invia' }).click();
  await expect(summary.getByRole('link')).toHaveText([
    'Inserisci un indirizzo email come nome@esempio.it',
    'Messaggio è obbligatorio',
  ]);
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription(
    'Inserisci un indirizzo email come nome@esempio.it',
  );
  await expectNoSeriousA11yViolations(page);
  expect(posted).toBe(false);
});

test('uploads are never served back', async ({ request }) => {
  expect((await request.get('/upload/uploader.php')).status()).toBe(405);
  expect((await request.get('/.uploads/')).status()).toBe(404);
});

test('the contact page answers the usual questions before the form: how to order, return and reach us', async ({
  page,
}) => {
  await page.goto('/en-gb/other/customer-care/contact-us');
  const procedures = page.locator('section#procedures');
  for (const title of ['How to order', 'How to return', 'How to reach us'])
    await expect(procedures.getByRole('button', { name: title })).toBeVisible();
  await procedures.getByRole('button', { name: 'How to return' }).click();
  await expect(procedures.getByText(/print the label and drop off the parcel/)).toBeVisible();
  // They come before the form, which stays where it was.
  const [proceduresTop, formTop] = await Promise.all([
    procedures.evaluate((element) => element.getBoundingClientRect().top),
    page.getByRole('form', { name: 'Contact us' }).evaluate((element) => element.getBoundingClientRect().top),
  ]);
  expect(proceduresTop).toBeLessThan(formTop);
  await expectNoSeriousA11yViolations(page);
});
