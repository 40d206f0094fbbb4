import { serializeJsonLd } from './jsonLd';

describe('serializeJsonLd', () => {
  it('cannot close the script it sits in: </script> in a value stays inside the JSON', () => {
    const value = {
      '@context': 'https://schema.org',
      '@type': 'Thing',
      name: 'Ciao</script><script>alert(1)</script>',
    } as const;
    const text = serializeJsonLd(value);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(value);
  });

  it('escapes an HTML comment opener, ampersands and the JavaScript line separators, reading back the same', () => {
    const value = {
      '@context': 'https://schema.org',
      '@type': 'Thing',
      name: '<!-- x & y -->',
      description: 'line\u2028break\u2029',
    } as const;
    const text = serializeJsonLd(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
