import { ROUTES } from './routes';
import { COMMERCE_RESPONSE_CALLS, responseSchema, selectionLocationSchema } from './responses';

describe('response schemas', () => {
  it('cover exactly the allowlisted commerce calls, so a new call cannot skip its schema', () => {
    const allowlisted = ROUTES.filter((r) => r.proxy.startsWith('commerce')).map((r) => `${r.method} ${r.path}`);
    expect([...COMMERCE_RESPONSE_CALLS].sort()).toEqual([...allowlisted].sort());
  });

  it('find a call’s schema by its concrete path, and the filters-only answer by its query', () => {
    expect(responseSchema('commerce', 'POST', 'checkout/items/1001-38/quantity/2')).toBeDefined();
    expect(responseSchema('commerce', 'GET', 'checkout/orders/PS-100042')).toBeDefined();
    expect(
      responseSchema('commerce', 'GET', 'checkout/products', { filters_only: '1' })?.safeParse({ filters: [] }),
    ).toMatchObject({ success: true });
    expect(responseSchema('commerce', 'GET', 'admin/secrets')).toBeUndefined();
  });

  it('accept a location that is not known yet (all null), as the back-end sends it', () => {
    expect(selectionLocationSchema.safeParse({ country: null, name: null, eu: null, shipTo: null }).success).toBe(true);
  });
});
