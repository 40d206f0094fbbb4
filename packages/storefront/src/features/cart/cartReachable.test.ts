import { ApiError } from '../../lib/api';
import { createStore } from '../../core/store';
import { defaultAppState, type AppState } from '../../core/store/state';
import { isCommerceUnavailable, noteCartReachable } from './useCartActions';

describe('the cart when the commerce back-end cannot be reached', () => {
  it('counts a 5xx or no answer at all as unreachable, never a refusal', () => {
    expect(isCommerceUnavailable(new ApiError(503, { sandbox: 'injected fault' }, null))).toBe(true);
    expect(isCommerceUnavailable(new ApiError(502, {}, null))).toBe(true);
    expect(isCommerceUnavailable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isCommerceUnavailable(new ApiError(400, { item: 'sold out' }, null))).toBe(false);
    expect(isCommerceUnavailable(new ApiError(404, {}, null))).toBe(false);
    expect(isCommerceUnavailable(new Error('a bug'))).toBe(false);
  });

  it('opens the cart to say so, and the next call that reaches the back-end clears it', () => {
    const store = createStore<AppState>(defaultAppState('it'));
    noteCartReachable(store, new ApiError(400, { item: 'sold out' }, null));
    expect(store.getState().layout).toMatchObject({ cartUnavailable: false, openPanel: null });
    noteCartReachable(store, new ApiError(503, {}, null));
    expect(store.getState().layout).toMatchObject({ cartUnavailable: true, openPanel: 'cart' });
    noteCartReachable(store, null);
    expect(store.getState().layout).toMatchObject({ cartUnavailable: false, openPanel: 'cart' });
  });
});
