import type { SandboxConfig } from './config';

/**
 * Tells the shop what changed, as Centra's and Prismic's webhooks do (`{webhookUrl}/api/revalidate/…`,
 * with the shared secret), and waits for its answer (at most 15 s) so a caller knows the pages are fresh.
 * The answer's status, or the error, is reported; a shop that is not running is no error of the change.
 */
export async function notifyShop(
  config: Pick<SandboxConfig, 'webhookUrl' | 'revalidateSecret' | 'log'>,
  kind: 'catalogue' | 'content',
  body: Record<string, unknown>,
) {
  if (!config.webhookUrl) return { sent: false };
  try {
    const response = await fetch(`${config.webhookUrl}/api/revalidate/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': config.revalidateSecret },
      body: JSON.stringify({ ...body, secret: config.revalidateSecret }),
      signal: AbortSignal.timeout(15_000),
    });
    return { sent: true, status: response.status };
  } catch (error) {
    if (config.log) console.error(`webhook ${kind}: ${(error as Error).message}`);
    return { sent: true, error: (error as Error).message };
  }
}
