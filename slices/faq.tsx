import type { KeyTextField, RichTextField } from '@prismicio/client';
import { isFilled } from '@prismicio/client';
import { PrismicRichText } from '@prismicio/react';
import { Accordion, AccordionItem } from '@passo/design-system';
import { bodyText } from './shared.css';
import * as styles from './faq.css';

/**
 * Questions and answers in the design system's Accordion (react-aria
 * disclosures: Enter and Space toggle, announced as expandable). Several can
 * be open at once, as readers compare answers. The answers are in the
 * server-rendered HTML; without JavaScript they are shown open (see faq.css.ts).
 */
export function FaqAccordion({
  items,
  headingLevel = 3,
}: {
  items: { question: KeyTextField; answer: RichTextField }[];
  /** The questions' heading level, one below the list's title. */
  headingLevel?: 3 | 4;
}) {
  const filled = items.filter((item) => isFilled.keyText(item.question));
  if (filled.length === 0) return null;
  return (
    <div className={styles.faq}>
      <Accordion allowsMultipleExpanded>
        {filled.map((item, i) => (
          <AccordionItem key={i} id={`q${i}`} title={item.question} headingLevel={headingLevel}>
            <div className={bodyText}>
              <PrismicRichText field={item.answer} />
            </div>
          </AccordionItem>
        ))}
      </Accordion>
    </div>
  );
}
