import { parseTarget } from './target';

describe('parseTarget', () => {
  it.each(['checkout/selection', '/shop/categories', 'checkout/items/P001-38/quantity/1'])(
    'accepts the relative path %s',
    (url) => {
      const result = parseTarget(url);
      expect(result).toMatchObject({ ok: true, path: url.replace(/^\//, '') });
    },
  );

  it.each([
    ['', 'required'],
    ['http://evil.example/x', 'relative'],
    ['file:///etc/passwd', 'relative'],
    ['//evil.example/x', 'empty segment'],
    ['checkout/../admin', 'dot'],
    ['checkout/%2e%2e/admin', 'dot'],
    ['checkout\\selection', 'backslash'],
    ['checkout/selection\u0000', 'control'],
    ['checkout/sel%ection', 'malformed'],
    ['checkout/selection?x=1', 'query'],
    ['checkout/%2Fetc', 'not allowed'],
  ])('refuses %j with a reason naming the problem', (url, reason) => {
    const result = parseTarget(url);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain(reason);
  });

  it('refuses a value that is not a string', () => {
    expect(parseTarget(['a', 'b'])).toEqual({ ok: false, reason: 'url is required' });
  });
});
