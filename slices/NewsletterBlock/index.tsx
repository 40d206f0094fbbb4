import { useId, useState, type FormEvent } from 'react';
import type { Content } from '@prismicio/client';
import { isFilled } from '@prismicio/client';
import { PrismicRichText, type SliceComponentProps } from '@prismicio/react';
import { Button } from '@passo/design-system';
import type { NewsletterResult, SliceContext } from '../context';
import { bodyText, narrow, section, sectionTitle } from '../shared.css';
import { backgroundClass } from '../parts';
import * as styles from './styles.css';

export type NewsletterBlockProps = SliceComponentProps<Content.NewsletterBlockSlice, SliceContext>;

/**
 * The newsletter form. It sends nothing by itself: the page supplies
 * `context.onNewsletterSubmit`, and the form shows exactly what that reports.
 * Without a handler the submit button is disabled, so nobody is told they
 * subscribed when they did not.
 */
const NewsletterBlock = ({ slice, context }: NewsletterBlockProps) => {
  const { primary } = slice;
  const id = useId();
  const submit = context?.onNewsletterSubmit;
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<NewsletterResult | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!submit || pending) return;
    const form = new FormData(event.currentTarget);
    setPending(true);
    setResult(null);
    try {
      setResult(await submit({ email: String(form.get('email') ?? ''), consent: form.get('consent') === 'on' }));
    } catch (error) {
      setResult({ ok: false, message: error instanceof Error ? error.message : String(error) });
    } finally {
      setPending(false);
    }
  }

  return (
    <section
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
      className={`${section} ${backgroundClass(primary.background, 'green-aqua')}`}
    >
      <div className={narrow}>
        {isFilled.keyText(primary.title) && (
          <h2 id={`${id}-title`} className={sectionTitle}>
            {primary.title}
          </h2>
        )}
        {isFilled.richText(primary.text) && (
          <div className={bodyText}>
            <PrismicRichText field={primary.text} />
          </div>
        )}
        <form className={styles.form} onSubmit={onSubmit} aria-labelledby={`${id}-title`} noValidate={false}>
          <label className={styles.field} htmlFor={`${id}-email`}>
            <span className={styles.label}>{primary.email_label}</span>
            <input
              id={`${id}-email`}
              className={styles.input}
              name="email"
              type="email"
              autoComplete="email"
              required
            />
          </label>
          <label className={styles.consent} htmlFor={`${id}-consent`}>
            <input id={`${id}-consent`} name="consent" type="checkbox" required className={styles.checkbox} />
            <span className={bodyText}>
              <PrismicRichText
                field={primary.consent_label}
                components={{ paragraph: ({ children }) => <>{children}</> }}
              />
            </span>
          </label>
          <div>
            <Button type="submit" variant="solid-primary" isDisabled={!submit} isPending={pending}>
              {primary.submit_label}
            </Button>
          </div>
          <p role="status" className={result && !result.ok ? styles.error : styles.status}>
            {result?.message}
          </p>
        </form>
      </div>
    </section>
  );
};

export default NewsletterBlock;
