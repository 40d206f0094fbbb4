import { Component, type ReactNode } from 'react';
import Head from 'next/head';
import { ErrorState } from '@passo/design-system';
import { SHELL_LABELS } from '../../core/content/labels/shell';
import { useLabels } from '../../core/labels/useLabel';
import { useHomeHref } from './useHomeHref';

export interface ErrorPageProps {
  statusCode: number;
  /** The error's message, shown under the spec's texts. */
  message?: string | null;
}

/** The error page: "OOOOPS!!!" with the error's message and a way home. */
function ErrorPageContent({ statusCode, message }: ErrorPageProps) {
  const t = useLabels();
  return (
    <>
      <Head>
        <title>{`${statusCode} — ${t('error_title')}`}</title>
      </Head>
      <ErrorState
        heading={t('error_title')}
        subtitle={t('error_subtitle')}
        text={t('error_text')}
        message={message ?? undefined}
        actionLabel={t('error_button')}
        actionHref={useHomeHref()}
      />
    </>
  );
}

/** What is left when the error page itself fails: a message and a "Go back to home" link. */
function ErrorPageFallback({ subtitle, goHome, href }: { subtitle: string; goHome: string; href: string }) {
  return (
    <section role="alert">
      <p>{subtitle}</p>
      <a href={href}>{goHome}</a>
    </section>
  );
}

/** The same in the shop's language, when the labels and the locale can still be read. */
function LabelledErrorPageFallback() {
  const t = useLabels();
  return <ErrorPageFallback subtitle={t('error_subtitle')} goHome={t('error_go_home')} href={useHomeHref()} />;
}

class Boundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[errors] the error page failed to render:', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The error page, guarded (an error inside the error page shows a message and a
 * "Go back to home" link): in the shop's language if the labels can be read, else in the spec's words.
 */
export function ErrorPage(props: ErrorPageProps) {
  const plain = (
    <ErrorPageFallback subtitle={SHELL_LABELS.error_subtitle} goHome={SHELL_LABELS.error_go_home} href="/" />
  );
  return (
    <Boundary fallback={<Boundary fallback={plain}>{<LabelledErrorPageFallback />}</Boundary>}>
      <ErrorPageContent {...props} />
    </Boundary>
  );
}
