import type { ReactNode, Ref } from 'react';
import {
  Button as AriaButton,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type DisclosureGroupProps,
  type DisclosureProps,
} from 'react-aria-components';
import { Icon } from '../Icon';
import * as styles from './Accordion.css';

export interface AccordionProps extends Omit<DisclosureGroupProps, 'style' | 'className'> {
  /** The `AccordionItem`s. */
  children: ReactNode;
  /** Ref to the group element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Collapsible sections toggled with + and − (the small-screen menus, the
 * FAQ). Enter and Space toggle a section. One open at a time unless
 * `allowsMultipleExpanded`.
 */
export function Accordion({ children, ref, ...props }: AccordionProps) {
  return (
    <DisclosureGroup {...props} ref={ref} className={styles.accordion}>
      {children}
    </DisclosureGroup>
  );
}

export interface AccordionItemProps extends Omit<DisclosureProps, 'children' | 'style' | 'className'> {
  /** The section's key, for `expandedKeys`. */
  id: string;
  /** The section header text. */
  title: ReactNode;
  /** The section content. */
  children: ReactNode;
  /**
   * Heading level of the header (fits the page outline).
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** One section of an `Accordion`. */
export function AccordionItem({ title, children, headingLevel = 3, ...props }: AccordionItemProps) {
  return (
    <Disclosure {...props} className={styles.item}>
      {({ isExpanded }) => (
        <>
          <Heading level={headingLevel} className={styles.heading}>
            <AriaButton slot="trigger" className={styles.trigger}>
              <span>{title}</span>
              <Icon name={isExpanded ? 'minus' : 'plus'} />
            </AriaButton>
          </Heading>
          <DisclosurePanel className={styles.panel}>{children}</DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}
