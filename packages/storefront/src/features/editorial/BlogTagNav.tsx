import styled from 'styled-components';
import { media, vars } from '@passo/design-system/css';
import type { BlogTagFilter } from './constants';
import { useLabels } from '../../core/labels/useLabel';
import { routes } from '../../lib/routes';

const Nav = styled.nav`
  max-width: 1280px;
  margin: 0 auto;
  padding: 0 ${vars.space.md};

  @media ${media.md} {
    padding: 0 ${vars.space['2xl']};
  }

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

// A plain anchor: EditorialPage, which this renders in, turns a click on it into a client-side navigation,
// as it does for links in content; next/link would add about 2 kB gzip to the page for the same move.
const Tag = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${vars.space.md};
  border: 2px solid ${vars.color.black};
  border-radius: ${vars.radius.pill};
  color: ${vars.color.black};
  font-weight: ${vars.fontWeight.bold};
  text-decoration: none;

  &[aria-current='page'] {
    background: ${vars.color.black};
    color: ${vars.color.white};
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;

/** The blog's tag filters as links; the current one is marked for assistive technology. */
export function BlogTagNav({
  tags,
  current,
  locale,
}: {
  tags: BlogTagFilter[];
  current: BlogTagFilter;
  locale: string;
}) {
  const t = useLabels();
  return (
    <Nav aria-label={t('blog_filters')}>
      <ul>
        {tags.map((tag) => (
          <li key={tag}>
            <Tag href={routes.blog(locale, tag)} aria-current={tag === current ? 'page' : undefined}>
              {t(`blog_tag_${tag}`)}
            </Tag>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
