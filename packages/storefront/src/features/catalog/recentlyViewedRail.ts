import { clientOnly } from '../../core/lazy/clientOnly';

/**
 * The recently viewed products, where a page or panel shows them: the list is the browser's, so it renders
 * in the browser only, and its code loads once its place comes near the viewport.
 */
export const RecentlyViewedRail = clientOnly(() => import('./RecentlyViewed').then((m) => m.RecentlyViewed), {
  when: 'visible',
});
