/**
 * Contact attributes of a Button: `email` makes a mailto: link, `phone` a
 * tel: link. Bad values are content errors, so they fail loudly in
 * development; in production they are logged and the button renders without a link.
 */

// The HTML standard's "valid e-mail address" pattern (WHATWG, input type=email), with a dotted domain required.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Whether `email` is a standard e-mail address. */
export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/**
 * The phone number in E.164 form ("+390212345678"), or null when it is not a
 * valid number: an optional leading +, 7 to 15 digits (ITU-T E.164), the
 * first not 0 when international; spaces, dots, dashes and brackets allowed
 * between digits. Hand-written on purpose: libphonenumber-js would add tens
 * of kB to every page that shows a Button.
 */
export function normalizePhone(phone: string): string | null {
  const trimmed = phone.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const international = trimmed.startsWith('+');
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return null;
  if (international && digits.startsWith('0')) return null;
  return `${international ? '+' : ''}${digits}`;
}

export class ButtonContactError extends Error {
  override name = 'ButtonContactError';
}

/** The link target for the contact props, or a clear error. At most one of href, email, phone. */
export function contactHref({
  href,
  email,
  phone,
}: {
  href?: string;
  email?: string;
  phone?: string;
}): string | undefined {
  const given = [href, email, phone].filter((v) => v !== undefined).length;
  if (given > 1) throw new ButtonContactError('Button: give only one of href, email or phone.');
  if (email !== undefined) {
    if (!isValidEmail(email)) {
      throw new ButtonContactError(
        `Button: email "${email}" is not a valid e-mail address (expected name@example.com).`,
      );
    }
    return `mailto:${email.trim()}`;
  }
  if (phone !== undefined) {
    const normalized = normalizePhone(phone);
    if (!normalized) {
      throw new ButtonContactError(
        `Button: phone "${phone}" is not a valid phone number (7–15 digits, optional leading +, e.g. +39 02 1234 5678).`,
      );
    }
    return `tel:${normalized}`;
  }
  return href;
}

const isProduction = () => typeof process !== 'undefined' && process.env?.NODE_ENV === 'production';

/** Development: throw. Production: log and render without a link, so the page keeps working. */
export function resolveHref(props: { href?: string; email?: string; phone?: string }): string | undefined {
  try {
    return contactHref(props);
  } catch (error) {
    if (!isProduction()) throw error;
    console.error(error);
    return undefined;
  }
}
