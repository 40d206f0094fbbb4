import type { Content } from '@prismicio/client';
import { isFilled } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { Link } from '@passo/design-system';
import { section } from '../shared.css';
import * as styles from './styles.css';

export type MenuSectionProps = SliceComponentProps<Content.MenuSectionSlice>;

/**
 * A website-menu section as a plain list of links. The shop's menus read the
 * same document with their own layout; this is how the section looks on its own
 * (Slice Machine's simulator, a sitemap-like page).
 */
const MenuSection = ({ slice }: MenuSectionProps) => {
  const titleId = `${slice.id}-title`;
  return (
    <nav
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
      data-section={slice.primary.section ?? undefined}
      className={section}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className={styles.title}>
        {slice.primary.title}
      </h2>
      <ul className={styles.list}>
        {slice.items
          .filter((item) => isFilled.keyText(item.label) && isFilled.keyText(item.to))
          .map((item, i) => (
            <li key={i}>
              <Link href={item.to ?? undefined} variant="inline">
                {item.label}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
};

export default MenuSection;
