/**
 * The sandbox's IP → country table, standing in for the general web
 * service's geo lookup. Documentation ranges (RFC 5737, RFC 6598) let tests
 * play visitors from chosen countries.
 */

export interface GeoRule {
  cidr: string;
  country: string;
}

export const GEO_TABLE: readonly GeoRule[] = [
  { cidr: '203.0.113.0/24', country: 'JP' },
  { cidr: '198.51.100.0/24', country: 'US' },
  { cidr: '192.0.2.0/24', country: 'DE' },
  { cidr: '100.64.0.0/16', country: 'SE' },
  { cidr: '127.0.0.0/8', country: 'IT' },
  { cidr: '10.0.0.0/8', country: 'IT' },
  { cidr: '172.16.0.0/12', country: 'IT' },
  { cidr: '192.168.0.0/16', country: 'IT' },
];

function ipv4ToInt(ip: string): number | null {
  const parts = ip.split('.');
  if (parts.length !== 4) return null;
  let n = 0;
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p)) return null;
    const v = Number(p);
    if (v > 255) return null;
    n = n * 256 + v;
  }
  return n;
}

function inCidr(ip: number, cidr: string): boolean {
  const [base, bitsText] = cidr.split('/');
  const baseInt = ipv4ToInt(base ?? '');
  const bits = Number(bitsText);
  if (baseInt === null || !Number.isInteger(bits)) return false;
  const size = 2 ** (32 - bits);
  return ip >= baseInt - (baseInt % size) && ip < baseInt - (baseInt % size) + size;
}

/** Normalizes `::ffff:1.2.3.4` and `::1` to IPv4 where possible. */
function normalize(ip: string): string {
  const trimmed = ip.trim();
  if (trimmed === '::1') return '127.0.0.1';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped?.[1] ?? trimmed;
}

/**
 * The visitor's address from `x-forwarded-for` (first hop) or `x-real-ip`,
 * else the socket address.
 */
export function clientIp(
  headers: { 'x-forwarded-for'?: string | undefined; 'x-real-ip'?: string | undefined },
  remote?: string,
): string | undefined {
  const forwarded = headers['x-forwarded-for']?.split(',')[0]?.trim();
  return forwarded || headers['x-real-ip']?.trim() || remote;
}

/** Looks an address up in the table; unknown or malformed addresses get the default country. */
export function countryForIp(ip: string | undefined, defaultCountry = 'IT'): string {
  if (!ip) return defaultCountry;
  const n = ipv4ToInt(normalize(ip));
  if (n === null) return defaultCountry;
  return GEO_TABLE.find((rule) => inCidr(n, rule.cidr))?.country ?? defaultCountry;
}
