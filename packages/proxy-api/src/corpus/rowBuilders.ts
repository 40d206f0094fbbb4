/** How a row is made from a form's valid call: a body with one change, or an address with one change. */
import type { BadInput, InputClass } from './badInputRow';
import { VALID } from './validCalls';

/** Builders that append their rows to `rows`, in the order they are called. */
export function rowBuilders(rows: BadInput[]) {
  /** One row: the form's valid call with `change` applied to its body (a key set to `undefined` is removed). */
  function body(cls: InputClass, form: string, change: Record<string, unknown>, expect: BadInput['expect'] = 400) {
    const valid = VALID[form]!;
    const next: Record<string, unknown> = { ...valid.body };
    for (const [key, value] of Object.entries(change)) {
      if (value === undefined) delete next[key];
      else next[key] = value;
    }
    rows.push({
      class: cls,
      form,
      session: valid.session,
      proxy: valid.proxy,
      method: valid.method,
      url: valid.url,
      body: next,
      expect,
    });
  }

  /** One row with the address of a form (checkout's `address`, or the address forms' body) changed. */
  function address(cls: InputClass, form: string, change: Record<string, unknown>, expect: BadInput['expect'] = 400) {
    if (form === 'checkout') {
      const base = VALID.checkout!.body!.address as Record<string, unknown>;
      body(cls, form, { address: { ...base, ...change } }, expect);
    } else body(cls, form, change, expect);
  }

  return { body, address };
}
