import Head from 'next/head';
import NextLink from 'next/link';
import styled from 'styled-components';
import { media, vars } from '@passo/design-system/css';
import { useLabels } from '../content/useLabel';
import { useAppState } from '../app/hooks';

const Main = styled.div`
  display: grid;
  justify-items: start;
  align-content: center;
  gap: ${vars.space.md};
  min-height: 60vh;
  padding: ${vars.space['2xl']} ${vars.space.md};
  max-width: 1440px;
  margin: 0 auto;

  @media ${media.md} {
    padding: ${vars.space['3xl']} ${vars.space['2xl']};
  }
`;

const Title = styled.h1`
  margin: 0;
  font-family: ${vars.font.display};
  font-weight: ${vars.fontWeight.black};
  font-size: ${vars.fontSize['3xl']};
  line-height: ${vars.lineHeight.tight};

  @media ${media.lg} {
    font-size: ${vars.fontSize['4xl']};
  }
`;

const Subtitle = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.bold};
`;

const Text = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

const HomeLink = styled(NextLink)`
  display: inline-block;
  padding: ${vars.space.sm} ${vars.space.lg};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.black};
  color: ${vars.color.white};
  font-weight: ${vars.fontWeight.bold};
  text-decoration: none;

  &:focus-visible {
    outline: 3px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;

/** The home of the address's locale: error pages render without route parameters, so it comes from the store. */
function useHomeHref(): string {
  const routeLocale = useAppState((state) => state.routeLocale);
  return routeLocale ? `/${routeLocale}` : '/';
}

/** The error page: "OOOOPS!!!" with a way home (spec section 2). */
export function ErrorPage({ statusCode }: { statusCode: number }) {
  const t = useLabels();
  const homeHref = useHomeHref();
  return (
    <Main data-status={statusCode}>
      <Head>
        <title>{`${statusCode} — ${t('error_title')}`}</title>
      </Head>
      <Title>{t('error_title')}</Title>
      <Subtitle>{t('error_subtitle')}</Subtitle>
      <Text>{t('error_text')}</Text>
      <HomeLink href={homeHref}>{t('error_button')}</HomeLink>
    </Main>
  );
}

/** The 404 page: "This page could not be found". */
export function NotFoundPage() {
  const t = useLabels();
  const homeHref = useHomeHref();
  return (
    <Main data-status={404}>
      <Head>
        <title>{`404 — ${t('not_found')}`}</title>
      </Head>
      <Title>404</Title>
      <Subtitle as="h2">{t('not_found')}</Subtitle>
      <HomeLink href={homeHref}>{t('error_button')}</HomeLink>
    </Main>
  );
}
