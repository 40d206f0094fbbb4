import { checkKeyword } from './keyword';

describe('search keyword', () => {
  it('is required', () => expect(checkKeyword('  ')).toEqual({ ok: false, reason: 'required' }));
  it('refuses 2 characters', () => expect(checkKeyword('ab')).toEqual({ ok: false, reason: 'too-short' }));
  it('accepts 3 characters', () => expect(checkKeyword(' abc ')).toEqual({ ok: true, keyword: 'abc' }));
  it('accepts 100 characters and refuses 101', () => {
    expect(checkKeyword('a'.repeat(100)).ok).toBe(true);
    expect(checkKeyword('a'.repeat(101))).toEqual({ ok: false, reason: 'too-long' });
  });
  it.each([
    ['a tab', 'sne\taker'],
    ['a newline', 'sneaker\n'],
    ['a NUL', 'sne\u0000'],
    ['a C1 control', '\u0085sneaker'],
  ])('refuses %s', (_what, text) => {
    expect(checkKeyword(text)).toEqual({ ok: false, reason: 'control-characters' });
  });
});
