/** The general web service: the visitor's country from their address, search lines and quick links, pay-later messages. */
import type { SandboxConfig } from '../config';
import { countryName, pricelistForCountry } from '../constants';
import type { PrismicApi } from '../content/prismic';
import { clientIp, countryForIp } from '../geo';
import { header, sendJson } from '../http';
import { payLaterMessage } from '../payLater';
import type { Area } from './area';

export function generalArea(config: SandboxConfig, content: () => PrismicApi): Area {
  return async (req, res, url) => {
    const path = url.pathname;
    const method = req.method ?? 'GET';
    if (path === '/general/user/ip' && method === 'GET') {
      const ip = clientIp(
        { 'x-forwarded-for': header(req, 'x-forwarded-for'), 'x-real-ip': header(req, 'x-real-ip') },
        req.socket.remoteAddress,
      );
      const country = countryForIp(ip, config.defaultCountry);
      return sendJson(res, 200, {
        name: countryName(country),
        country,
        pricelist: pricelistForCountry(country).pricelist,
        market: 1,
      });
    }
    if (path === '/general/search/lines' && method === 'GET')
      return sendJson(res, 200, content().lines(url.searchParams.get('language')));
    if (path === '/general/search/quicklinks' && method === 'GET')
      return sendJson(res, 200, content().quicklinks(url.searchParams.get('lang')));
    if (path === '/general/paylater/message' && method === 'GET') {
      const answer = payLaterMessage(url.searchParams);
      return sendJson(res, answer.status, answer.body);
    }
    return false;
  };
}
