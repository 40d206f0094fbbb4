import type { KeyboardEvent, Ref } from 'react';
import {
  Collection,
  ComboBox,
  composeRenderProps,
  Header,
  Input,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  type ComboBoxProps,
} from 'react-aria-components';
import { fieldStyles, FieldHelp, FieldLabel, type FieldTextProps } from '../private/Field';
import * as styles from './SearchSuggest.css';

/** What a suggestion points at; products show their image and price. */
export const SEARCH_SUGGESTION_KINDS = ['completion', 'product', 'category', 'line'] as const;
export type SearchSuggestionKind = (typeof SEARCH_SUGGESTION_KINDS)[number];

export interface SearchSuggestion {
  /** Unique across every section. */
  id: string;
  kind: SearchSuggestionKind;
  /** The text shown and read (a product's name, a category's name, a completed query). */
  label: string;
  /** Where choosing it goes (through the app's router). */
  href: string;
  /** A product's image URL (shown small, decorative: the name says what it is). @default undefined */
  image?: string;
  /** A product's price, formatted. @default undefined */
  price?: string;
}

export interface SearchSuggestSection {
  id: string;
  /** The section's heading ("Products", "Categories"…), also its accessible name. */
  title: string;
  items: SearchSuggestion[];
}

export interface SearchSuggestProps
  extends
    Omit<
      ComboBoxProps<SearchSuggestSection>,
      'children' | 'style' | 'items' | 'defaultItems' | 'allowsCustomValue' | 'allowsEmptyCollection' | 'menuTrigger'
    >,
    FieldTextProps {
  /** The suggestions, by section; empty sections are left out. */
  sections: SearchSuggestSection[];
  /**
   * Whether suggestions are being asked for: the list opens (showing `loadingMessage` while it has nothing
   * else) only then, so a text too short to search opens nothing.
   * @default false
   */
  isActive?: boolean;
  /** Shown in the open list while the first suggestions load. @default 'Loading…' */
  loadingMessage?: string;
  /**
   * Read by screen readers whenever it changes (a polite live region): the count of suggestions, or that
   * there are none. @default ''
   */
  status?: string;
  /** Text shown in the empty field. @default undefined */
  placeholder?: string;
  /** Most characters the field takes. @default undefined */
  maxLength?: number;
  /** Ref to the `<input>`. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A search field that suggests as the shopper types (the ARIA combobox pattern, on react-aria's ComboBox):
 * arrow keys move through the suggestions, Enter opens the focused one (every suggestion is a link), Escape
 * closes the list, and Enter with no suggestion focused submits the surrounding search form. The count is
 * announced through a live region. A layout-level field: it accepts `className` for its placement.
 */
export function SearchSuggest({
  label,
  description,
  errorMessage,
  sections,
  isActive = false,
  loadingMessage = 'Loading…',
  status = '',
  placeholder,
  maxLength,
  inputRef,
  className,
  ...props
}: SearchSuggestProps) {
  const visible = sections.filter((section) => section.items.length > 0);
  // react-aria keeps Enter from submitting while the list is open: with no suggestion focused, the shopper
  // means the typed text, so the form is submitted as a closed list would have let it be.
  const submitWhenNothingFocused = (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (event.key === 'Enter' && event.defaultPrevented && !input.getAttribute('aria-activedescendant')) {
      input.form?.requestSubmit();
    }
  };
  return (
    <ComboBox
      {...props}
      items={visible}
      allowsCustomValue
      allowsEmptyCollection={isActive}
      menuTrigger="input"
      className={composeRenderProps(className, (className) => [fieldStyles.field, className].filter(Boolean).join(' '))}
    >
      <FieldLabel>{label}</FieldLabel>
      <Input
        ref={inputRef}
        type="search"
        placeholder={placeholder}
        maxLength={maxLength}
        className={[fieldStyles.control, styles.input].join(' ')}
        onKeyDown={submitWhenNothingFocused}
      />
      <FieldHelp description={description} errorMessage={errorMessage} />
      {/* The open list hides everything else from screen readers (react-aria's ariaHideOutside) except live
          regions marked as react-aria's own announcer is: the count must stay audible while the list is open. */}
      <div
        role="status"
        aria-live="polite"
        aria-atomic="true"
        data-live-announcer="true"
        className={styles.visuallyHidden}
      >
        {status}
      </div>
      <Popover className={styles.popover} offset={4} placement="bottom start">
        <ListBox<SearchSuggestSection>
          className={styles.listBox}
          renderEmptyState={() => <p className={styles.empty}>{loadingMessage}</p>}
        >
          {(section) => (
            <ListBoxSection id={section.id} className={styles.section}>
              <Header className={styles.header}>{section.title}</Header>
              <Collection items={section.items}>
                {(item) => (
                  <ListBoxItem
                    id={item.id}
                    href={item.href}
                    textValue={item.label}
                    className={[styles.option, styles.kind[item.kind]].join(' ')}
                  >
                    {item.image !== undefined && <img className={styles.image} src={item.image} alt="" />}
                    <span className={styles.label}>{item.label}</span>
                    {item.price !== undefined && <span className={styles.price}>{item.price}</span>}
                  </ListBoxItem>
                )}
              </Collection>
            </ListBoxSection>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
