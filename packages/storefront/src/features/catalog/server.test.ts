/** @jest-environment node */
import { emptySharedContent, type SharedContent } from '../../core/content/types';
import { getCategoryPageProps } from './server';
import { CATALOGUE_REVALIDATE_S } from './viewCache';
import { PARTIAL_REVALIDATE_S } from '../../core/content/cachePeriod';

let shared: SharedContent;
// The shared content's own record of failed loads is not what is tested here: the page says it lost a part.
jest.mock('../../core/content/server', () => ({
  getSharedContent: async () => shared,
  sharedContentMayBePartial: () => false,
}));
jest.mock('../../lib/api/server', () => ({
  serverGet: async () => ({ products: [], productCount: 48 }),
}));
jest.mock('./viewCache', () => ({
  ...jest.requireActual('./viewCache'),
  recordGeneratedView: async () => undefined,
}));

const woman = {
  category: '1',
  name: 'Woman',
  uri: 'woman',
  completeUri: 'woman',
  localized: { it: { name: 'Donna' } },
};

async function render() {
  const result = await getCategoryPageProps({ params: { locale: 'it-it', category: 'woman' } });
  if (!('props' in result)) throw new Error('the page was not rendered');
  return result;
}

describe('a category page', () => {
  it('is titled by its category and cached for the catalogue period', async () => {
    shared = { ...emptySharedContent('it'), categories: [woman] as unknown as SharedContent['categories'] };
    const page = await render();
    expect(page.props.title).toBe('Donna');
    expect(page.revalidate).toBe(CATALOGUE_REVALIDATE_S);
  });

  it('rendered without the category list (its back-end down) shows its products but is rendered again soon', async () => {
    shared = emptySharedContent('it');
    const page = await render();
    expect(page.props.title).toBe('woman');
    expect(page.props.firstPage.productCount).toBe(48);
    expect(page.revalidate).toBe(PARTIAL_REVALIDATE_S);
    expect(PARTIAL_REVALIDATE_S).toBeLessThan(CATALOGUE_REVALIDATE_S);
  });
});
