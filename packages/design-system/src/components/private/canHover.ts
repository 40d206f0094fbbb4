/**
 * Whether the device's main pointer can hover (a mouse, a trackpad), read once when asked: in the browser
 * only, after hydration (a server render cannot know). A phone answers no.
 */
export function canHover(): boolean {
  return typeof window !== 'undefined' && (window.matchMedia?.('(hover: hover)').matches ?? false);
}
