/**
 * Presses that come before the page's code: the first thing the page runs, inline at the top of its head,
 * so a press on a control whose code has not arrived yet is never lost, however early it comes.
 *
 * A click inside a part that waits for its code (marked `data-on-use="pending"`, see interactiveOnUse) is
 * held: its default is prevented (a label would check its radio, which the controls' first render would
 * then reset), it reaches nothing else, and its target is queued on `window` with a `passo:press` event on
 * the part. The part, once hydrated, takes its queued presses and replays them on the controls when their
 * code has rendered them. A link is never held, inside a part or not: the browser follows a link without any
 * code (a replayed click could not open a new tab: it is not the shopper's).
 *
 * Elsewhere, a click on a button before the page has hydrated (the header's menu, search and cart, a form's
 * send button) is held the same way, without an event, and `replayHeldPresses` clicks it again once the
 * page's code answers. Other clicks outside such parts are left to the browser.
 *
 * A form sent before the page's code has run (Enter in a server-rendered field) is not sent: the browser
 * would send it itself, as a GET with every field in the address, a password among them. Once the page is
 * hydrated (`data-hydrated` on the root element, set by the app) its forms are the code's.
 *
 * Inline, because a file would wait for its own request (a press in the meantime would be lost) or hold up
 * the first paint. It is part of the page's one inline script (shell/document/firstScript), which the
 * Content-Security-Policy allows by its hash, so pages stay free of per-request nonces and stay cacheable.
 */

/** The attribute and value that mark a part whose code has not made it interactive yet. */
export const PENDING_ATTRIBUTE = 'data-on-use';
export const PENDING_VALUE = 'pending';
/** The event a held press fires on its part. */
export const PRESS_EVENT = 'passo:press';
/** Where held presses wait: their targets, in the order they came. */
export const PRESS_QUEUE = '__passoPresses';
/** The attribute the app sets on the root element once the page has hydrated (pages/_app). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

const hydrated = `document.documentElement.hasAttribute('${HYDRATED_ATTRIBUTE}')`;

export const EARLY_PRESS_SCRIPT =
  `(function(){var held=window.${PRESS_QUEUE}=[];` +
  "document.addEventListener('click',function(event){var target=event.target;" +
  "if(!(target instanceof Element)||target.closest('a[href]'))return;" +
  `var part=target.closest('[${PENDING_ATTRIBUTE}="${PENDING_VALUE}"]');` +
  `if(!part&&(${hydrated}||!target.closest('button')))return;` +
  'event.preventDefault();event.stopPropagation();held.push(target);' +
  `if(part)part.dispatchEvent(new Event('${PRESS_EVENT}'));},true);` +
  `document.addEventListener('submit',function(event){if(!${hydrated})event.preventDefault();},true);})();`;

/** The queue of held presses, once the page's first script has made it. */
const heldQueue = () => (window as unknown as Record<string, Element[] | undefined>)[PRESS_QUEUE];

/** The held presses inside `part`, taken off the queue (the others stay for their own parts). */
export function takePresses(part: Element): Element[] {
  const queue = heldQueue();
  if (!queue) return [];
  const mine = queue.filter((target) => part.contains(target));
  const rest = queue.filter((target) => !part.contains(target));
  queue.splice(0, queue.length, ...rest);
  return mine;
}

/** The held presses outside any part that waits for its code: the page's own, once it has hydrated. */
const outsideParts = (target: Element) => !target.closest(`[${PENDING_ATTRIBUTE}]`);

/**
 * Clicks again, in the order they came, the buttons pressed before the page hydrated outside any part (parts
 * replay their own), each once the previous one's update has rendered. Called as the page hydrates; returns
 * a function that stops the replay.
 */
export function replayHeldPresses(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const next = () => {
    const queue = heldQueue() ?? [];
    const index = queue.findIndex(outsideParts);
    if (index < 0) return;
    const [target] = queue.splice(index, 1);
    // The button itself: the press may have landed on its icon, an SVG element, which has no click().
    const button = target?.closest('button');
    if (button?.isConnected) button.click();
    timer = setTimeout(next, 0);
  };
  timer = setTimeout(next, 0);
  return () => clearTimeout(timer);
}
