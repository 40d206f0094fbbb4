/** The shared single documents: labels, menu, ticker, size guide, FAQ, procedures, returns and search links. */
import { SIZE_TABLES } from '../../src/seed/sizes';
import { banner, image, rich, single, tr } from './documents';
import { FILTER_LABELS, LABELS } from './labels';
import {
  FAQ,
  FIT_NOTES,
  FOOT_LENGTH_CM,
  MENU,
  PROCEDURES,
  RETURNS,
  SEARCH_LINKS,
  SIZE_GUIDE,
  SOCIAL,
  TICKER,
  type T,
} from './texts';

export function addSingleDocuments(): void {
  // labels
  single('labels', (lang) => ({
    labels: Object.entries(LABELS).map(([key, t]) => ({ key, text: tr(t, lang) })),
    filter_labels: FILTER_LABELS.map((f) => ({ field: f.field, value: f.value, text: tr(f.text, lang) })),
  }));

  // website-menu
  banner('menu-play.webp', 'violet', [
    ['sneaker', 'yellow'],
    ['mary-jane', 'green-aqua'],
  ]);
  single('website-menu', (lang) => ({
    slices: MENU.map((m) => ({
      slice_type: 'menu_section',
      slice_label: null,
      variation: 'default',
      version: 'initial',
      id: `menu_section$${m.section}`,
      primary: { section: m.section, placement: m.placement, title: tr(m.title, lang) },
      items: m.links.map((l) => ({ label: tr(l.label, lang), to: l.to })),
    })),
    play_image: image(
      'menu-play.webp',
      tr(['Scarpe che ballano', 'Zapatos que bailan', 'Tanzende Schuhe', 'Dancing shoes'], lang),
      1600,
      900,
    ),
    social_links: SOCIAL,
    contact_title: tr(LABELS.footer_contact_title as T, lang),
    contact_text: rich(tr(LABELS.footer_contact_text as T, lang)),
    contact_button_label: tr(LABELS.footer_contact_button as T, lang),
    contact_to: '/other/customer-care/contact-us',
    copyright: tr(LABELS.footer_copyright as T, lang),
  }));

  // website_ticker
  single('website_ticker', (lang) => ({ phrases: TICKER.map((t) => ({ phrase: tr(t, lang) })) }));

  // size_guide: foot length against EU, US and UK, from the catalogue's own size tables
  const sizeRows = (gender: 'woman' | 'man') =>
    SIZE_TABLES[gender].map((row) => ({ cm: FOOT_LENGTH_CM[row.eu] ?? '', eu: row.eu, us: row.us, uk: row.uk }));
  single('size_guide', (lang) => ({
    title: tr(SIZE_GUIDE.title, lang),
    intro: tr(SIZE_GUIDE.intro, lang),
    woman_label: tr(SIZE_GUIDE.woman, lang),
    man_label: tr(SIZE_GUIDE.man, lang),
    cm_heading: tr(SIZE_GUIDE.cm, lang),
    woman: sizeRows('woman'),
    man: sizeRows('man'),
    fit_notes: FIT_NOTES.map((f) => ({ product: f.product, note: tr(f.note, lang) })),
  }));

  // list-faq
  single('list-faq', (lang) => ({
    title: tr(LABELS.faq_title as T, lang),
    slices: FAQ.map((c) => ({
      slice_type: 'faq_chapter',
      slice_label: null,
      variation: 'default',
      version: 'initial',
      id: `faq_chapter$${c.key}`,
      primary: { chapter: tr(c.chapter, lang), key_text: c.key },
      items: c.items.map((i) => ({ title: tr(i.title, lang), text: rich(tr(i.text, lang)) })),
    })),
  }));

  // procedures
  single('procedures', (lang) => ({
    procedures: PROCEDURES.map((p) => ({ key: p.key, title: tr(p.title, lang), text: rich(tr(p.text, lang)) })),
  }));

  // returns
  single('returns', (lang) => ({
    title: tr(RETURNS.title, lang),
    text: rich(tr(RETURNS.text, lang)),
    portal_label: tr(RETURNS.label, lang),
    portal_link: { link_type: 'Web', url: RETURNS.url, target: '_blank' },
    ...RETURNS.terms,
  }));

  // search-links
  single('search-links', (lang) => ({ links: SEARCH_LINKS.map((l) => ({ to: l.to, label: tr(l.label, lang) })) }));
}
