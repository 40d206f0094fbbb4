import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { ApiError } from '../../lib/api';
import { createStore, StoreProvider } from '../../core/store';
import { defaultAppState } from '../../core/store/state';
import { summaryItems } from '../forms/errorSummary';
import { useAccountForm, type AccountFormOptions } from './useAccountForm';

const FIELDS = { email: 'f-email', password: 'f-password' };
const wrapper = ({ children }: { children: ReactNode }) => (
  <StoreProvider store={createStore(defaultAppState('en'))}>{children}</StoreProvider>
);
const submitEvent = () => ({ preventDefault: jest.fn() }) as never;

function setup(options: Partial<AccountFormOptions>) {
  return renderHook(() => useAccountForm({ fields: FIELDS, submit: async () => {}, ...options }), { wrapper });
}

describe('useAccountForm, the one submit path of the account forms', () => {
  it('a problem found by the form is shown and nothing is sent', async () => {
    const submit = jest.fn(async () => {});
    const { result } = setup({ validate: () => ({ password: 'Enter your password' }), submit });
    await act(() => result.current.formProps.onSubmit(submitEvent()));
    expect(submit).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ password: 'Enter your password' });
    expect(result.current.summary.focusKey).toBe(1);
    expect(result.current.summary.errors).toEqual([
      { key: 'password', message: 'Enter your password', fieldId: 'f-password' },
    ]);
  });

  it('sends once while pending: a second submit during the call does nothing', async () => {
    let finish = () => {};
    const submit = jest.fn(() => new Promise<void>((done) => (finish = done)));
    const { result } = setup({ submit });
    act(() => {
      result.current.formProps.onSubmit(submitEvent());
      result.current.formProps.onSubmit(submitEvent());
    });
    await act(async () => {});
    expect(result.current.pending).toBe(true);
    await act(async () => finish());
    expect(submit).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toBe(false);
  });

  it("the proxy's errors come in the shop's words on their fields; settled runs after the call", async () => {
    const onSettled = jest.fn();
    const { result } = setup({
      submit: async () => {
        throw new ApiError(406, { login: 'wrong email or password' }, null);
      },
      known: { login: 'wrong_credentials' },
      fallbackField: 'email',
      onSettled,
    });
    await act(() => result.current.formProps.onSubmit(submitEvent()));
    expect(Object.keys(result.current.errors)).toEqual(['login']);
    expect(result.current.summary.errors[0]?.fieldId).toBe('f-email');
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('a failure the form handles itself shows what it returns, or nothing', async () => {
    const { result } = setup({
      submit: async () => {
        throw new ApiError(400, { i: 'used' }, null);
      },
      onError: () => null,
    });
    await act(() => result.current.formProps.onSubmit(submitEvent()));
    expect(result.current.errors).toEqual({});
    expect(result.current.summary.focusKey).toBe(0);
  });
});

describe('summaryItems', () => {
  it('lists errors in the fields’ page order, an unknown one last, linked to the fallback field', () => {
    expect(summaryItems({ form: 'Try again', password: 'P', email: 'E' }, FIELDS, 'email')).toEqual([
      { key: 'email', message: 'E', fieldId: 'f-email' },
      { key: 'password', message: 'P', fieldId: 'f-password' },
      { key: 'form', message: 'Try again', fieldId: 'f-email' },
    ]);
    expect(summaryItems({ form: 'Try again' }, FIELDS)[0]?.fieldId).toBeUndefined();
  });
});
