import { serializeJsonLd } from './jsonLd';

describe('serializeJsonLd', () => {
  it('cannot close the script it sits in: </script> in a value stays inside the JSON', () => {
    const text = serializeJsonLd({ name: 'Ciao</script><script>alert(1)</script>' });
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: 'Ciao</script><script>alert(1)</script>' });
  });

  it('escapes an HTML comment opener, ampersands and the JavaScript line separators, reading back the same', () => {
    const value = { a: '<!-- x & y -->', b: 'line\u2028break\u2029' };
    const text = serializeJsonLd(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
