/** The commerce route of the newsletter sign-up, with its "tell me when my size is back" stock alert. */
import { HttpError, route, type Route } from '../http';
import type { CommerceDeps, Handler } from './commerceCall';
import { EMAIL_PATTERN, optionalString } from './validate';

export function newsletterRoutes({ db, captcha }: CommerceDeps): Route<Handler>[] {
  return [
    route('POST', 'checkout/newsletter-subscription', (c) => {
      const email = optionalString(c.body, 'email', 254)?.toLowerCase() ?? '';
      if (!email) throw new HttpError(400, { email: 'required' });
      if (!EMAIL_PATTERN.test(email)) throw new HttpError(400, { email: 'not a valid email address' });
      const privacy = c.body.privacy_policy;
      if (privacy !== true && privacy !== 'true' && privacy !== 'on' && privacy !== 1)
        throw new HttpError(400, { privacy_policy: 'must be accepted' });
      if (typeof c.body.email_field === 'string' ? c.body.email_field !== '' : c.body.email_field != null) {
        throw new HttpError(400, { email_field: 'must be empty' });
      }
      // "Tell me when my size is back": Centra's subscription also takes a product and one of its items.
      const product = optionalString(c.body, 'product', 64);
      const item = optionalString(c.body, 'item', 64);
      if ((product === undefined) !== (item === undefined)) {
        throw new HttpError(400, { [product === undefined ? 'product' : 'item']: 'product and item go together' });
      }
      if (product !== undefined && item !== undefined) {
        const known = db
          .prepare<[string, string], { item: string }>('SELECT item FROM item WHERE item = ? AND product = ?')
          .get(item, product);
        if (!known) throw new HttpError(400, { item: 'not an item of this product' });
      }
      const token = optionalString(c.body, 'captchaToken', 2000);
      if (!token) throw new HttpError(400, { captchaToken: 'required' });
      if (!captcha.verify(token).success) throw new HttpError(400, { captchaToken: 'invalid' });
      const locale = optionalString(c.body, 'locale', 10) ?? 'en-gb';
      db.prepare('INSERT OR IGNORE INTO newsletter (email, locale, created_at) VALUES (?, ?, ?)').run(
        email,
        locale,
        new Date().toISOString(),
      );
      if (item !== undefined) {
        db.prepare('INSERT OR IGNORE INTO stock_alert (email, item, locale, created_at) VALUES (?, ?, ?, ?)').run(
          email,
          item,
          locale,
          new Date().toISOString(),
        );
      }
      return { body: { subscribed: true } };
    }),
  ];
}
