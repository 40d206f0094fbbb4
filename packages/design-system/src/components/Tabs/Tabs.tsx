import type { Ref } from 'react';
import {
  composeRenderProps,
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

export interface TabsProps extends Omit<AriaTabsProps, 'style'> {
  /** Ref to the wrapper. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Tabs (account sections, product details): arrow keys move between tabs;
 * a `Tab` with `href` navigates through the RouterProvider instead.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={composeRenderProps(className, (c) => join(styles.tabs, c))} />;
}

export interface TabListProps<T extends object> extends Omit<AriaTabListProps<T>, 'style' | 'className'> {
  /** Names the tab list (given per language). */
  'aria-label': string;
}

/** The row of tabs; scrolls sideways on small screens. */
export function TabList<T extends object>(props: TabListProps<T>) {
  return <AriaTabList {...props} className={styles.tabList} />;
}

export type TabProps = Omit<AriaTabProps, 'style' | 'className'>;

/** One tab. */
export function Tab(props: TabProps) {
  return <AriaTab {...props} className={styles.tab} />;
}

export type TabPanelProps = Omit<AriaTabPanelProps, 'style'>;

/** The content of one tab. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={composeRenderProps(className, (c) => join(styles.panel, c))} />;
}
