/**
 * The order of the calls that carry the shopper's session. Every answer to one may set the session cookie,
 * and the browser keeps whichever arrives last: a read sent before a sign-in and answered after it would sign
 * the shopper out again (a first visit's customer read, sent without a cookie, starts a session of its own).
 * So a write is sent once the session calls already under way have answered, writes go one at a time, and a
 * read asked for while a write runs is sent after it. Calls that carry no session (products, content) are
 * not ordered.
 */

const settle = (): void => undefined;

/** The last write asked for, settled (it never rejects, so a failed write holds nothing up). */
let lastWrite: Promise<void> = Promise.resolve();
/** The reads asked for and not yet answered, settled likewise. */
const reads = new Set<Promise<void>>();

/** The commerce reads whose answer may set the session cookie (the proxy's personal reads). */
const SESSION_READ = /^checkout\/(selection|customer|thankyou|receipt|addresses|orders|returns|favourites)(\/|$)/;

/** Whether a commerce read carries the session (a product or category read does not). */
export function readCarriesSession(url: string): boolean {
  return SESSION_READ.test(url);
}

/** Sends a session read after any write asked for before it. */
export function orderedRead<T>(send: () => Promise<T>): Promise<T> {
  const answer = lastWrite.then(send);
  const settled = answer.then(settle, settle);
  reads.add(settled);
  void settled.then(() => reads.delete(settled));
  return answer;
}

/** Sends a session write after every session call asked for before it has answered. */
export function orderedWrite<T>(send: () => Promise<T>): Promise<T> {
  const answer = Promise.all([lastWrite, ...reads]).then(send);
  lastWrite = answer.then(settle, settle);
  return answer;
}
