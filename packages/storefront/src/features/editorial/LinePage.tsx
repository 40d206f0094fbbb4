import { CategoryListing } from '../catalog/CategoryListing';
import { EditorialPage } from './EditorialPage';
import { useLabels } from '../../core/labels/useLabel';
import type { LinePageProps } from './lineServer';

/**
 * A line: its content (title, intro, description, details and images) above
 * the line category's grid with its filters and "load more". The page's
 * heading is the line's; the grid is titled "Shop the line".
 */
export function LinePage({ listing, ...editorial }: LinePageProps) {
  const t = useLabels();
  return <EditorialPage {...editorial} after={<CategoryListing {...listing} title={t('shop_the_line')} embedded />} />;
}
