/** How long locale routing waits for the general service's `user/ip` before going on without it. */
export const IP_LOOKUP_TIMEOUT_MS = 1500;

/**
 * The visitor's country from the general service's `user/ip` (server side
 * only), forwarding the visitor's address headers. Failures are logged and
 * give undefined, so routing goes on with its defaults.
 */
export async function lookupIpCountry(
  generalApiUrl: string,
  headers: { forwardedFor?: string | null; realIp?: string | null },
  fetchImpl: typeof fetch = fetch,
): Promise<string | undefined> {
  const forward: Record<string, string> = {};
  if (headers.forwardedFor) forward['x-forwarded-for'] = headers.forwardedFor;
  if (headers.realIp) forward['x-real-ip'] = headers.realIp;
  try {
    const response = await fetchImpl(`${generalApiUrl}/user/ip`, {
      headers: forward,
      signal: AbortSignal.timeout(IP_LOOKUP_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`user/ip answered ${response.status}`);
    const body = (await response.json()) as { country?: unknown };
    return typeof body.country === 'string' ? body.country : undefined;
  } catch (error) {
    console.warn('[market] user/ip lookup failed:', error instanceof Error ? error.message : error);
    return undefined;
  }
}
