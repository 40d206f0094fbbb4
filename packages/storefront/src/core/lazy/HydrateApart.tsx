import { Activity, type ReactNode } from 'react';

/**
 * Server-rendered content that hydrates apart from the rest of the page. React leaves an Activity boundary's
 * HTML as the server sent it while it hydrates the page, and hydrates the boundary afterwards at its lowest
 * priority, in slices that yield to the browser every few milliseconds; a press inside it hydrates it first
 * and is then handled. So a page of many like parts (a grid's cards) hydrates its first screen in its first
 * task and the rest without holding up the main thread (40 cards were one long task).
 *
 * An Activity, not a Suspense boundary: the server renders it inline, between two comments, however much
 * HTML comes before it. Past a few kilobytes the server sends a Suspense boundary's content apart, to be put
 * in place by an inline script, which the shop's Content-Security-Policy refuses.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
