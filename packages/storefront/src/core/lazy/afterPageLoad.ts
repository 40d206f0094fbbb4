/**
 * Runs `run` `delay` ms after the page's load event, however late the caller's code arrived: code that loads
 * lazily and mounts 2 s after the load waits only what is left (at once when the time has passed). Before the
 * load event, it waits for it first. Returns a cancel.
 */
export function afterPageLoad(delay: number, run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
    // The load's end, on the page's clock (ms since navigation start); now when the browser does not say.
    const loadedAt = navigation?.loadEventEnd || performance.now();
    timer = setTimeout(run, Math.max(0, loadedAt + delay - performance.now()));
  };
  if (document.readyState === 'complete') {
    schedule();
    return () => clearTimeout(timer);
  }
  const onLoad = () => schedule();
  window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    clearTimeout(timer);
  };
}
