/** The documents of pages made per catalogue entry: the special categories' pages, the moods and the lines. */
import { LINES, type Colour, type Kind } from '../../src/seed/attributes';
import { SPECIAL_CATEGORIES } from '../../src/seed/categoryTree';
import { banner, docs, image, LANGS, rich, square, tr } from './documents';
import { CATEGORY_PAGE_TEXT, LINE_TEXTS, MOODS } from './texts';

export function addPageDocuments(): void {
  // categories-pages: every special category under each of its sections, with the catalogue's windows
  const BRAND: Colour[] = ['paprika', 'violet', 'blue', 'yellow', 'green-aqua'];
  for (const colour of BRAND) {
    banner(`banner-${colour}.webp`, colour, [
      ['sneaker', BRAND[(BRAND.indexOf(colour) + 2) % 5] as Colour],
      ['loafer', BRAND[(BRAND.indexOf(colour) + 3) % 5] as Colour],
    ]);
  }
  for (const special of SPECIAL_CATEGORIES) {
    const copy = CATEGORY_PAGE_TEXT[special.uri];
    if (!copy) throw new Error(`no copy for ${special.uri}`);
    for (const section of special.sections) {
      for (const lang of LANGS) {
        docs.push({
          lang,
          type: 'categories-pages',
          uid: `${section}-${special.uri}`.replace(/_/g, '-'),
          tags: ['special'],
          data: {
            category_uri: `${section}/${special.uri}`,
            title: tr(copy.title, lang),
            description: rich(tr(copy.text, lang)),
            image: image(`banner-${copy.colour}.webp`, tr(copy.title, lang), 1600, 900),
            background_color: copy.colour,
            start_date: special.start,
            end_date: special.end,
          },
        });
      }
    }
  }

  // moods
  for (const mood of MOODS) {
    banner(`mood-${mood.uid}.webp`, mood.colour as Colour, [
      [mood.kinds[0] as Kind, 'blue'],
      [(mood.kinds[1] ?? mood.kinds[0]) as Kind, 'paprika'],
    ]);
    for (const lang of LANGS) {
      docs.push({
        lang,
        type: 'moods',
        uid: mood.uid,
        tags: [],
        data: {
          mood_uri: mood.uid,
          title: tr(mood.title, lang),
          subtitle: tr(mood.subtitle, lang),
          description: rich(tr(mood.subtitle, lang)),
          image: image(`mood-${mood.uid}.webp`, tr(mood.title, lang), 1600, 900),
          background_color: mood.colour,
          category_uri: mood.category,
          start_date: null,
          end_date: null,
          slices: [],
        },
      });
    }
  }

  // list-lines
  for (const line of LINES) {
    const t = LINE_TEXTS[line.uid];
    if (!t) throw new Error(`no texts for line ${line.uid}`);
    const [c1, c2] = t.colours as [Colour, Colour];
    banner(`line-${line.uid}-intro.webp`, c1, [
      ['sneaker', c2],
      ['boot', c2 === 'blue' ? 'yellow' : 'blue'],
    ]);
    square(`line-${line.uid}-detail-1.webp`, 'loafer', c2, 1);
    square(`line-${line.uid}-detail-2.webp`, 'mary-jane', c1, 2);
    for (const lang of LANGS) {
      const intro = tr(t.intro, lang);
      const description = tr(t.description, lang);
      docs.push({
        lang,
        type: 'list-lines',
        uid: line.uid,
        tags: ['line'],
        data: {
          line_uid: line.uid,
          line_title: line.name,
          line_intro: rich(intro),
          line_intro_image: image(`line-${line.uid}-intro.webp`, line.name, 1600, 900),
          line_description: rich(description),
          line_description_image: image(`line-${line.uid}-detail-1.webp`, line.name, 1000, 1000),
          line_details_title: tr(t.detailsTitle, lang),
          line_details_text: rich(tr(t.details, lang)),
          line_details_image_1: image(`line-${line.uid}-detail-1.webp`, `${line.name} — 1`, 1000, 1000),
          line_details_image_2: image(`line-${line.uid}-detail-2.webp`, `${line.name} — 2`, 1000, 1000),
          line_seo_title: `${line.name} — Passo`,
          line_seo_description: intro,
        },
      });
    }
  }
}
