/** The captcha: a grecaptcha-like script, its tokens, and siteverify. */
import type { Captcha } from '../captcha';
import type { SandboxConfig } from '../config';
import { header, readBody, readJsonObject, sendJson } from '../http';
import type { Area } from './area';

export function captchaArea(config: SandboxConfig, captcha: Captcha, baseUrl: () => string): Area {
  return async (req, res, url) => {
    const path = url.pathname;
    const method = req.method ?? 'GET';
    if (path.startsWith('/captcha/')) {
      const cors = {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'content-type',
        'access-control-allow-methods': 'GET, POST',
      };
      if (method === 'OPTIONS') {
        res.writeHead(204, cors);
        res.end();
        return;
      }
      if (path === '/captcha/api.js' && method === 'GET') {
        const script = captcha.script(baseUrl());
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store', ...cors });
        res.end(script);
        return;
      }
      if (path === '/captcha/token' && method === 'POST') {
        const body = await readJsonObject(req);
        return sendJson(
          res,
          200,
          { token: captcha.issue(typeof body.action === 'string' ? body.action : 'submit') },
          cors,
        );
      }
      if (path === '/captcha/verify' && method === 'POST') {
        const text = await readBody(req);
        const form = (header(req, 'content-type') ?? '').includes('json')
          ? (JSON.parse(text || '{}') as Record<string, string>)
          : Object.fromEntries(new URLSearchParams(text));
        if (form.secret !== config.captchaSecret)
          return sendJson(res, 200, { success: false, 'error-codes': ['invalid-input-secret'] });
        if (!form.response) return sendJson(res, 200, { success: false, 'error-codes': ['missing-input-response'] });
        return sendJson(res, 200, captcha.verify(form.response));
      }
    }
    return false;
  };
}
