import { clientIp, countryForIp } from './geo';

describe('countryForIp', () => {
  it.each([
    ['127.0.0.1', 'IT'],
    ['::1', 'IT'],
    ['192.168.1.20', 'IT'],
    ['10.1.2.3', 'IT'],
    ['203.0.113.7', 'JP'],
    ['198.51.100.200', 'US'],
    ['192.0.2.1', 'DE'],
    ['100.64.255.1', 'SE'],
    ['::ffff:203.0.113.9', 'JP'],
  ])('resolves %s to %s', (ip, country) => {
    expect(countryForIp(ip)).toBe(country);
  });

  it('gives unknown and malformed addresses the default country', () => {
    expect(countryForIp('8.8.8.8', 'FR')).toBe('FR');
    expect(countryForIp('999.1.1.1')).toBe('IT');
    expect(countryForIp(undefined, 'ES')).toBe('ES');
  });
});

describe('clientIp', () => {
  it('takes the first x-forwarded-for hop, then x-real-ip, then the socket', () => {
    expect(clientIp({ 'x-forwarded-for': '203.0.113.5, 10.0.0.1', 'x-real-ip': '192.0.2.1' })).toBe('203.0.113.5');
    expect(clientIp({ 'x-real-ip': '192.0.2.1' }, '127.0.0.1')).toBe('192.0.2.1');
    expect(clientIp({}, '127.0.0.1')).toBe('127.0.0.1');
  });
});
