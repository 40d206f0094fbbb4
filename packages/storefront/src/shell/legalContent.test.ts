/** @jest-environment node */
/**
 * What the legal content must say in every language: each cookie the shop sets classified in the cookie
 * policy, the accessibility statement with its feedback channel and enforcement procedure (linked from the
 * footer), and no link to the closed EU online dispute resolution platform.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TOKEN_COOKIE } from '@passo/proxy-api';
import { CUSTOMER_HINT_COOKIE } from '../core/session/customerHint';
import { CONSENT_COOKIE } from '../features/consent/consent';
import {
  IP_COUNTRY_COOKIE,
  SECRET_CAMPAIGN_COOKIE,
  STORED_COUNTRY_COOKIE,
  STORED_LANG_COOKIE,
  STORED_MARKET_COOKIE,
} from '../lib/locale/constants';
import { NEWSLETTER_POPUP_COOKIE } from '../features/newsletter/constants';
import { cookie as prismicCookie } from '@prismicio/client';

const root = join(__dirname, '..', '..', '..', '..', 'content');
const LANGS = ['it-it', 'es-es', 'de-de', 'en-gb'];

interface Block {
  type: string;
  text: string;
  spans: { type: string; data?: { url?: string } }[];
}
const legal = (lang: string, uid: string) =>
  (JSON.parse(readFileSync(join(root, lang, 'legal', `${uid}.json`), 'utf8')) as { data: { body: Block[] } }).data.body;
const text = (body: Block[]) => body.map((b) => b.text).join('\n');
const links = (body: Block[]) => body.flatMap((b) => b.spans.map((s) => s.data?.url ?? ''));

/** Every cookie the shop's code sets (Next's preview mode sets its two itself). */
const SHOP_COOKIES = [
  TOKEN_COOKIE,
  CUSTOMER_HINT_COOKIE,
  STORED_LANG_COOKIE,
  STORED_MARKET_COOKIE,
  STORED_COUNTRY_COOKIE,
  IP_COUNTRY_COOKIE,
  NEWSLETTER_POPUP_COOKIE,
  SECRET_CAMPAIGN_COOKIE,
  prismicCookie.preview,
  '__prerender_bypass',
  '__next_preview_data',
  CONSENT_COOKIE,
];

/** Every string of every document in content/, for a search across all of it. */
function allContent(dir: string = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? allContent(join(dir, entry.name))
      : entry.name.endsWith('.json')
        ? [readFileSync(join(dir, entry.name), 'utf8')]
        : [],
  );
}

describe.each(LANGS)('legal content in %s', (lang) => {
  it('classifies every cookie the shop sets in the cookie policy, the necessary ones apart', () => {
    const policy = legal(lang, 'cookie-policy');
    // Each row: the cookies' names, then what they do and how long they last.
    const named = policy.filter((b) => b.type === 'list-item').flatMap((b) => b.text.split(' — ')[0]!.split(', '));
    expect([...named].sort()).toEqual([...SHOP_COOKIES].sort());
    // The consent-only categories say what they may set.
    expect(text(policy)).toMatch(/_ga\b/);
    expect(text(policy)).toMatch(/_gcl_au/);
  });

  it('has an accessibility statement with its standard, limits, a feedback channel and AgID’s procedure', () => {
    const statement = legal(lang, 'accessibility-statement');
    expect(text(statement)).toContain('EN 301 549');
    expect(text(statement)).toContain('WCAG) 2.1');
    expect(text(statement)).toContain('AgID');
    expect(statement.filter((b) => b.type === 'list-item').length).toBeGreaterThan(0);
    expect(links(statement)).toEqual(
      expect.arrayContaining(['/other/customer-care/contact-us', 'mailto:accessibilita@passo.example']),
    );
  });

  it('links the accessibility statement from the footer’s legal section', () => {
    const menu = JSON.parse(readFileSync(join(root, lang, 'website-menu', 'website-menu.json'), 'utf8')) as {
      data: { slices: { primary: { section?: string }; items: { to: string }[] }[] };
    };
    const section = menu.data.slices.find((s) => s.primary.section === 'legal');
    expect(section?.items.map((i) => i.to)).toContain('/other/legal/accessibility-statement');
  });

  it('says the EU online dispute resolution platform closed in July 2025', () => {
    expect(text(legal(lang, 'terms-and-conditions'))).toMatch(/ODR|OS-Plattform/);
    expect(text(legal(lang, 'terms-and-conditions'))).toContain('2025');
  });
});

it('links nowhere to the closed EU online dispute resolution platform', () => {
  expect(allContent().filter((doc) => /ec\.europa\.eu\/consumers\/odr/i.test(doc))).toEqual([]);
});
