import { useRouter } from 'next/router';
import { useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Drawer, Link, SearchSuggest } from '@passo/design-system';
import { vars } from '@passo/design-system/css';
import { useAppState, useSetLayout } from '../../core/store/hooks';
import { useLabels } from '../../core/labels/useLabel';
import { navigateUnlessShown } from '../../lib/navigation/sameRoute';
import { localizePath, routes } from '../../lib/routes';
import { optimisedImage } from '../catalog/productImages';
import { checkKeyword, SEARCH_KEYWORD_MAX_LENGTH, SEARCH_KEYWORD_MIN_LENGTH } from './keyword';
import { suggestionCount, suggestionSections } from './suggestionSections';
import { useSuggestions } from './useSuggestions';

/** A suggestion's picture: the smallest width the optimiser serves (it shows at 48 px). */
function thumbnail(src: string): string {
  const image = optimisedImage(src, '', '48px');
  return image.srcSet?.split(', ')[0]?.replace(/ \d+w$/, '') ?? image.src;
}

const Form = styled.form`
  display: grid;
  gap: ${vars.space.sm};
`;

const Heading = styled.h3`
  margin: ${vars.space.xl} 0 ${vars.space.xs};
  font-size: ${vars.fontSize.md};
  text-transform: uppercase;
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    padding: ${vars.space['2xs']} ${vars.space.sm};
    border: 2px solid ${vars.color.black};
    border-radius: ${vars.radius.pill};
    font-weight: ${vars.fontWeight.bold};
  }
`;

/**
 * The search panel: a keyword form (3 to 100 characters) that suggests products, categories, lines and
 * searches as the shopper types, and quick links.
 */
export function SearchPanel() {
  const t = useLabels();
  const router = useRouter();
  const setLayout = useSetLayout();
  const isOpen = useAppState((s) => s.layout.openPanel === 'search');
  const locale = useAppState((s) => s.locale);
  const quickLinks = useAppState((s) => s.content.searchLinks);
  const [keyword, setKeyword] = useState('');
  const [invalid, setInvalid] = useState(false);
  const rule = t('search_min_chars', { min: SEARCH_KEYWORD_MIN_LENGTH, max: SEARCH_KEYWORD_MAX_LENGTH });
  const suggestions = useSuggestions(keyword);
  const sections = useMemo(
    () => (suggestions.data ? suggestionSections(suggestions.data, locale, t, thumbnail) : []),
    [suggestions.data, locale, t],
  );
  const count = suggestionCount(sections);
  const status =
    !suggestions.isActive || !suggestions.data || suggestions.isLoading
      ? ''
      : suggestions.data.productCount === 0
        ? t('search_suggestions_popular')
        : t('search_suggestions_count', { count });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkKeyword(keyword);
    if (!check.ok) {
      setInvalid(true);
      return;
    }
    // The same keyword again, on its results: nothing happens but the panel closing.
    if (!navigateUnlessShown(router, routes.searchResults(locale, check.keyword))) setLayout({ openPanel: null });
  };

  return (
    <Drawer
      isOpen={isOpen}
      onOpenChange={(open) => setLayout({ openPanel: open ? 'search' : null })}
      title={t('search')}
      closeLabel={t('close')}
      background="yellow"
    >
      <Form role="search" onSubmit={submit} noValidate>
        <SearchSuggest
          label={t('search')}
          placeholder={t('search_placeholder')}
          inputValue={keyword}
          onInputChange={(value) => {
            setKeyword(value);
            setInvalid(false);
          }}
          maxLength={SEARCH_KEYWORD_MAX_LENGTH}
          isInvalid={invalid}
          description={invalid ? undefined : rule}
          errorMessage={invalid ? rule : undefined}
          sections={suggestions.isActive && !invalid ? sections : []}
          isActive={suggestions.isActive && !invalid}
          loadingMessage={t('search_suggestions_loading')}
          status={status}
          autoFocus
        />
        <Button type="submit" variant="solid-primary">
          {t('search_submit')}
        </Button>
      </Form>
      {quickLinks.length > 0 && (
        <nav aria-labelledby="search-quick-links">
          <Heading id="search-quick-links">{t('search_quick_links')}</Heading>
          <Links>
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link variant="plain" href={localizePath(link.to, locale)}>
                  {link.label}
                </Link>
              </li>
            ))}
          </Links>
        </nav>
      )}
    </Drawer>
  );
}
