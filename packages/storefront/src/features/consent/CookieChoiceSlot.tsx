import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ASK_ATTRIBUTE, ASK_VALUE } from './firstPaint';

const BEFORE_CHECK = 'data-before-check';

const Slot = styled.div`
  html:not([${ASK_ATTRIBUTE}='${ASK_VALUE}']) &[${BEFORE_CHECK}] {
    display: none;
  }
`;

/**
 * Where the cookie choice sits. Until the page's code has read the browser's choice (`beforeCheck`), the
 * choice from the server's HTML shows only where the page's first script asked for it (./firstPaint). The
 * banner itself is fixed over the page's bottom edge: the slot takes no room.
 */
export function CookieChoiceSlot({ beforeCheck, children }: { beforeCheck: boolean; children: ReactNode }) {
  return <Slot {...{ [BEFORE_CHECK]: beforeCheck ? '' : undefined }}>{children}</Slot>;
}
