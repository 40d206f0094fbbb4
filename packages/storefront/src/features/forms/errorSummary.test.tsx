import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { createStore, StoreProvider } from '../../core/store';
import { defaultAppState } from '../../core/store/state';
import { useErrorSummary, type FieldErrors } from './errorSummary';

const FIELDS = { email: 'f-email', zip: 'f-zip', terms: 'f-terms' };
const wrapper = ({ children }: { children: ReactNode }) => (
  <StoreProvider store={createStore(defaultAppState('en'))}>{children}</StoreProvider>
);

describe('the error summary of a form that checks its fields as they are typed', () => {
  it('lists its own checks beside the submit’s, in the page’s order, the submit’s message winning on a field', () => {
    const { result, rerender } = renderHook(
      ({ checked }: { checked?: FieldErrors }) => useErrorSummary({ fields: FIELDS, checked }),
      { wrapper, initialProps: { checked: { terms: 'Accept the terms', email: 'Enter an email' } as FieldErrors } },
    );
    act(() => result.current.fail({ zip: 'Check the postcode', email: 'This email is refused' }));
    expect(result.current.summary.errors).toEqual([
      { key: 'email', message: 'This email is refused', fieldId: 'f-email' },
      { key: 'zip', message: 'Check the postcode', fieldId: 'f-zip' },
      { key: 'terms', message: 'Accept the terms', fieldId: 'f-terms' },
    ]);
    expect(result.current.summary.focusKey).toBe(1);
    // A check that passes as the customer types leaves the summary without moving focus.
    rerender({ checked: { email: 'Enter an email' } });
    act(() => result.current.dismiss('email'));
    expect(result.current.summary.errors.map((e) => [e.key, e.message])).toEqual([
      ['email', 'Enter an email'],
      ['zip', 'Check the postcode'],
    ]);
    expect(result.current.summary.focusKey).toBe(1);
  });

  it('without its own checks lists the submit’s only', () => {
    const { result } = renderHook(() => useErrorSummary({ fields: FIELDS }), { wrapper });
    act(() => result.current.fail({ form: 'Something went wrong' }));
    expect(result.current.summary.errors).toEqual([
      { key: 'form', message: 'Something went wrong', fieldId: undefined },
    ]);
  });
});
