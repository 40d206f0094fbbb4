/** The payment gateway's page, where a shopper approves, declines or cancels a payment. */
import type { PaymentGateway } from '../commerce/paymentGateway';
import { readBody } from '../http';
import type { Area } from './area';

export function paymentPageArea(gateway: PaymentGateway): Area {
  return async (req, res, url) => {
    const method = req.method ?? 'GET';
    const payMatch = /^\/sandbox-pay\/(pay_[a-f0-9]{24})$/.exec(url.pathname);
    if (payMatch) {
      const id = payMatch[1] as string;
      if (method === 'GET') {
        const html = gateway.paymentPage(id);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(html);
        return;
      }
      if (method === 'POST') {
        const form = new URLSearchParams(await readBody(req));
        res.writeHead(303, {
          location: gateway.decide(id, form.get('decision') ?? 'cancel'),
          'cache-control': 'no-store',
        });
        res.end();
        return;
      }
    }
    return false;
  };
}
