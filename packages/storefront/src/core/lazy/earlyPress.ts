/**
 * Presses that come before the page's code: the first thing the page runs, inline at the top of its head,
 * so a press on a control whose code has not arrived yet is never lost, however early it comes.
 *
 * A click inside a part that waits for its code (marked `data-on-use="pending"`, see interactiveOnUse) is
 * held: its default is prevented (a label would check its radio, which the controls' first render would
 * then reset), it reaches nothing else, and its target is queued on `window` with a `passo:press` event on
 * the part. The part, once hydrated, takes its queued presses and replays them on the controls when their
 * code has rendered them. Outside such parts nothing is touched, and neither is a link inside one: the
 * browser follows a link without any code (a replayed click could not open a new tab: it is not the
 * shopper's).
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

export const EARLY_PRESS_SCRIPT =
  '(function(){var held=window.__passoPresses=[];' +
  "document.addEventListener('click',function(event){var target=event.target;" +
  'var part=target instanceof Element?target.closest(\'[data-on-use="pending"]\'):null;' +
  "if(!part||target.closest('a[href]'))return;event.preventDefault();event.stopPropagation();held.push(target);" +
  "part.dispatchEvent(new Event('passo:press'));},true);" +
  "document.addEventListener('submit',function(event){" +
  "if(!document.documentElement.hasAttribute('data-hydrated'))event.preventDefault();},true);})();";

/** The held presses inside `part`, taken off the queue (the others stay for their own parts). */
export function takePresses(part: Element): Element[] {
  const queue = (window as unknown as Record<string, Element[] | undefined>)[PRESS_QUEUE];
  if (!queue) return [];
  const mine = queue.filter((target) => part.contains(target));
  const rest = queue.filter((target) => !part.contains(target));
  queue.splice(0, queue.length, ...rest);
  return mine;
}
