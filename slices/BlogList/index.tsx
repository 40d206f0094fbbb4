import type { Content } from '@prismicio/client';
import { isFilled } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import type { SliceContext } from '../context';
import { Cta, ResponsiveImage } from '../parts';
import * as cards from '../cards.css';
import { container, section, sectionTitle } from '../shared.css';

export type BlogListProps = SliceComponentProps<Content.BlogListSlice, SliceContext>;

const LOCALES: Record<string, string> = { it: 'it-IT', es: 'es-ES', de: 'de-DE', en: 'en-GB' };

/** The latest articles the page passes in `context.articles[slice.id]`; with none, nothing is shown. */
const BlogList = ({ slice, context }: BlogListProps) => {
  const articles = context?.articles?.[slice.id] ?? [];
  if (articles.length === 0) return null;
  const dates = new Intl.DateTimeFormat(LOCALES[context?.language ?? 'en'] ?? 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  return (
    <section data-slice-type={slice.slice_type} data-slice-variation={slice.variation} className={section}>
      <div className={container}>
        {isFilled.keyText(slice.primary.title) && <h2 className={sectionTitle}>{slice.primary.title}</h2>}
        <ul className={cards.grid}>
          {articles.map((article) => (
            <li key={article.uid} className={cards.card}>
              <div className={cards.frame}>
                {article.image && (
                  <ResponsiveImage
                    url={article.image.url}
                    alt={article.image.alt}
                    width={article.image.width}
                    height={article.image.height}
                    sizes="(min-width: 1024px) 33vw, (min-width: 576px) 50vw, 100vw"
                  />
                )}
              </div>
              {article.date && (
                <p className={cards.meta}>
                  <time dateTime={article.date}>{dates.format(new Date(`${article.date}T00:00:00Z`))}</time>
                </p>
              )}
              <h3 className={cards.title}>
                <a href={article.href} className={cards.link}>
                  {article.title}
                </a>
              </h3>
              <p className={cards.text}>{article.excerpt}</p>
            </li>
          ))}
        </ul>
        <div style={{ marginTop: 24 }}>
          <Cta label={slice.primary.cta_label} link={slice.primary.cta_link} variant="inline" />
        </div>
      </div>
    </section>
  );
};

export default BlogList;
