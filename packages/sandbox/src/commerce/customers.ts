/**
 * Customer accounts. Passwords are scrypt hashes (salted, compared in
 * constant time) and never leave the database; a wrong email and a wrong
 * password get the same answer.
 */
import { randomBytes } from 'node:crypto';
import { isUniqueViolation, type Db } from '../db';
import { isShippingCountry, PASSWORD_RESET_TTL_MS } from '../constants';
import { HttpError } from '../http';
import { deleteAccount } from './accountDeletion';
import { INSERT_ADDRESS, nestedAddress } from './addressFields';
import { parseLanguage } from './context';
import type { Outbox } from './outbox';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwordHash';
import { newPassword } from './passwordRule';
import { optionalBoolean, optionalString, optionalUrl, requiredEmail, requiredString } from './validate';
import type { Session } from './session';

interface CustomerRow {
  id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone: string;
  birthdate: string | null;
  newsletter: number;
  country: string | null;
  language: string;
}

/** A body field as text for the password rule's guessable words ('' when it is not text). */
const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export class Customers {
  constructor(
    private db: Db,
    private outbox: Outbox,
  ) {}

  private row(id: number): CustomerRow | undefined {
    return this.db.prepare<[number], CustomerRow>('SELECT * FROM customer WHERE id = ?').get(id);
  }

  view(c: CustomerRow) {
    return {
      customer: String(c.id),
      email: c.email,
      firstName: c.first_name,
      lastName: c.last_name,
      phone: c.phone,
      birthdate: c.birthdate,
      newsletter: c.newsletter === 1,
      country: c.country,
      language: c.language,
    };
  }

  /** The signed-in customer, or 403. */
  require(session: Session): CustomerRow {
    const c = session.customer === null ? undefined : this.row(session.customer);
    if (!c) throw new HttpError(403, { accessRight: 'denied' });
    return c;
  }

  private bind(session: Session, customer: number | null): void {
    session.customer = customer;
    this.db.prepare('UPDATE session SET customer = ? WHERE token = ?').run(customer, session.token);
  }

  async register(session: Session, body: Record<string, unknown>) {
    const email = requiredEmail(body);
    const pw = newPassword(body, 'password', [email, textOf(body.firstName), textOf(body.lastName)]);
    const firstName = requiredString(body, 'firstName', 80);
    const lastName = requiredString(body, 'lastName', 80);
    const newsletter = optionalBoolean(body, 'newsletter') ?? false;
    const language = parseLanguage(optionalString(body, 'language', 5), 'language') ?? 'en';
    // Centra's register takes the customer's address too: it becomes the first (default) address.
    const address = body.address === undefined ? undefined : nestedAddress(body.address, 'address');
    const hash = await hashPassword(pw);
    try {
      this.db.transaction(() => {
        const result = this.db
          .prepare(
            `INSERT INTO customer (email, password_hash, first_name, last_name, newsletter, language, country, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            email,
            hash,
            firstName,
            lastName,
            newsletter ? 1 : 0,
            language,
            address?.country ?? null,
            new Date().toISOString(),
          );
        const id = Number(result.lastInsertRowid);
        if (address) this.db.prepare(INSERT_ADDRESS).run({ ...address, is_default: 1, customer: id });
        // A guest who signs up right after ordering: that order (the session's last, same email, no account yet)
        // joins the new account, so it is listed under the account's orders.
        if (session.lastOrder) {
          this.db
            .prepare('UPDATE orders SET customer = ? WHERE id = ? AND customer IS NULL AND email = ? COLLATE NOCASE')
            .run(id, session.lastOrder, email);
        }
        this.bind(session, id);
      })();
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, { email: 'already registered' });
      throw error;
    }
    return this.view(this.require(session));
  }

  async login(session: Session, body: Record<string, unknown>) {
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const pw = typeof body.password === 'string' ? body.password : '';
    if (!email) throw new HttpError(400, { email: 'required' });
    if (!pw) throw new HttpError(400, { password: 'required' });
    const c = this.db.prepare<[string], CustomerRow>('SELECT * FROM customer WHERE email = ?').get(email);
    const ok = await verifyPassword(pw, c?.password_hash ?? DUMMY_HASH);
    if (!c || !ok) throw new HttpError(406, { login: 'wrong email or password' });
    this.bind(session, c.id);
    return this.view(c);
  }

  requestReset(body: Record<string, unknown>, siteUrl: string): void {
    const email = requiredEmail(body);
    const link = optionalUrl(body, 'linkUri') ?? `${siteUrl}/en-gb/other/password-reset`;
    const c = this.db.prepare<[string], CustomerRow>('SELECT * FROM customer WHERE email = ?').get(email);
    if (!c) return; // the same answer, so nobody learns which emails have accounts
    const secret = randomBytes(24).toString('base64url');
    this.db
      .prepare('INSERT INTO password_reset (secret, customer, expires_at) VALUES (?, ?, ?)')
      .run(secret, c.id, Date.now() + PASSWORD_RESET_TTL_MS);
    const url = new URL(link);
    url.searchParams.set('id', String(c.id));
    url.searchParams.set('i', secret);
    this.outbox.send(
      c.email,
      'Passo: reset your password',
      `Ciao ${c.first_name},\n\nset a new password here: ${url}\n\nThe link works for one hour.`,
      url.toString(),
    );
  }

  async reset(session: Session, body: Record<string, unknown>) {
    const id = typeof body.id === 'number' ? String(body.id) : requiredString(body, 'id', 20);
    const secret = requiredString(body, 'i', 100);
    const row = this.db
      .prepare<[string], { customer: number; expires_at: number; used: number }>(
        'SELECT * FROM password_reset WHERE secret = ?',
      )
      .get(secret);
    if (!row || row.used === 1 || row.expires_at < Date.now() || String(row.customer) !== id) {
      throw new HttpError(400, { i: 'invalid or expired link' });
    }
    const owner = this.row(row.customer);
    const pw = newPassword(body, 'password', owner ? [owner.email, owner.first_name, owner.last_name] : []);
    const hash = await hashPassword(pw);
    this.db.transaction(() => {
      const claimed = this.db.prepare('UPDATE password_reset SET used = 1 WHERE secret = ? AND used = 0').run(secret);
      if (claimed.changes === 0) throw new HttpError(400, { i: 'invalid or expired link' });
      this.db.prepare('UPDATE customer SET password_hash = ? WHERE id = ?').run(hash, row.customer);
    })();
    this.bind(session, row.customer);
    return this.view(this.require(session));
  }

  async update(session: Session, body: Record<string, unknown>) {
    const c = this.require(session);
    const firstName = optionalString(body, 'firstName', 80);
    const lastName = optionalString(body, 'lastName', 80);
    const phone = optionalString(body, 'phone', 40);
    const birthdate = optionalString(body, 'birthdate', 10);
    if (birthdate && (!/^\d{4}-\d{2}-\d{2}$/.test(birthdate) || Number.isNaN(Date.parse(birthdate)))) {
      throw new HttpError(400, { birthdate: 'must be YYYY-MM-DD' });
    }
    const newsletter = optionalBoolean(body, 'newsletter');
    const language = parseLanguage(optionalString(body, 'language', 5), 'language');
    const country = optionalString(body, 'country', 2)?.toUpperCase();
    if (country && !isShippingCountry(country)) throw new HttpError(400, { country: `we do not ship to ${country}` });
    if (firstName === '') throw new HttpError(400, { firstName: 'required' });
    if (lastName === '') throw new HttpError(400, { lastName: 'required' });
    let hash: string | undefined;
    if (body.newPassword !== undefined) {
      const next = newPassword(body, 'newPassword', [c.email, firstName ?? c.first_name, lastName ?? c.last_name]);
      const old = typeof body.oldPassword === 'string' ? body.oldPassword : '';
      if (!(await verifyPassword(old, c.password_hash))) throw new HttpError(406, { oldPassword: 'wrong password' });
      hash = await hashPassword(next);
    }
    this.db
      .prepare(
        `UPDATE customer SET first_name = COALESCE(?, first_name), last_name = COALESCE(?, last_name),
         phone = COALESCE(?, phone), birthdate = COALESCE(?, birthdate), newsletter = COALESCE(?, newsletter),
         language = COALESCE(?, language), country = COALESCE(?, country), password_hash = COALESCE(?, password_hash)
         WHERE id = ?`,
      )
      .run(
        firstName ?? null,
        lastName ?? null,
        phone ?? null,
        birthdate ?? null,
        newsletter === undefined ? null : newsletter ? 1 : 0,
        language ?? null,
        country ?? null,
        hash ?? null,
        c.id,
      );
    return this.view(this.require(session));
  }

  /**
   * Deletes the signed-in customer's account after checking the password (`deleteAccount` says what
   * that does to their data). `beforeDelete` runs inside the same transaction (the kept cart goes there).
   */
  async remove(session: Session, body: Record<string, unknown>, beforeDelete: (customer: number) => void) {
    const c = this.require(session);
    const pw = typeof body.password === 'string' ? body.password : '';
    if (!pw) throw new HttpError(400, { password: 'required' });
    if (!(await verifyPassword(pw, c.password_hash))) throw new HttpError(406, { password: 'wrong password' });
    deleteAccount(this.db, c.id, beforeDelete);
    session.customer = null;
  }
}
