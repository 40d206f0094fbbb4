export { parseTarget, type TargetResult } from './target';
export {
  createProxy,
  PERSONAL_CACHE_CONTROL,
  LIVE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  type IncomingContext,
  type InProcessCall,
  type Proxy,
} from './proxy';
export { nodeHandler, writeResult } from './node';
export { clientAddress, isSameOrigin } from './requestHeaders';
export { REQUEST_ID_HEADER, requestIdFrom, validRequestId } from './requestId';
export { isAllowlistedPath, matchRoute, ROUTES, type Access, type RouteDef } from './routes';
export { TOKEN_COOKIE, TOKEN_COOKIE_MAX_AGE_S, TOKEN_HEADER } from './token';
export { MAX_UPSTREAM_BODY_BYTES } from './upstream';
export { MAX_REQUEST_BODY_BYTES } from './validateWrite';
export {
  PROXY_NAMES,
  type Caller,
  type HttpMethod,
  type JsonValue,
  type ProxyConfig,
  type ProxyName,
  type ProxyRequest,
  type ProxyResult,
} from './types';
export {
  createRateLimiter,
  createRedisRateLimiter,
  DEFAULT_RATE_LIMITS,
  LIMIT_NAMES,
  rateLimiterFromEnv,
  readRateLimits,
  type LimitName,
  type LimitSpec,
  type RateLimiter,
  type RateLimits,
} from './rateLimit';
export {
  DEFAULT_CAPTCHA_MIN_SCORE,
  GOOGLE_SITEVERIFY_URL,
  readCaptchaVerify,
  verifyCaptcha,
  type CaptchaVerifyConfig,
} from './captcha';
