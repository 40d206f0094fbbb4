/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LABEL_FALLBACKS } from '../../core/content/fallbacks';

const root = join(__dirname, '..', '..', '..', '..', '..');

/** The `checkout_pay` text of a language's labels document. */
function payLabel(lang: string): string | undefined {
  const doc = JSON.parse(readFileSync(join(root, 'content', lang, 'labels', 'labels.json'), 'utf8')) as {
    data: { labels: { key: string; text: string }[] };
  };
  return doc.data.labels.find((label) => label.key === 'checkout_pay')?.text;
}

describe('the button that places a paid order', () => {
  it.each([
    ['it-it', 'Ordina con obbligo di pagamento'],
    ['de-de', 'Zahlungspflichtig bestellen'],
    ['en-gb', 'Order and pay'],
    ['es-es', 'Pedido con obligación de pago'],
  ])('says in %s that ordering means paying: "%s"', (lang, words) => {
    expect(payLabel(lang)).toBe(words);
  });

  it('falls back to words as clear when the content has none', () => {
    expect(LABEL_FALLBACKS.checkout_pay).toBe('Order and pay');
  });
});
