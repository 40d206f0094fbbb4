import * as prismic from '@prismicio/client';
import { readConfig, type ServerConfig } from '../config';
import { CONTENT_ROUTES } from './routes';

export { CONTENT_LANGS, contentLang, type ContentLang, type ContentLanguage } from './langs';

export interface ContentClientOptions extends Omit<prismic.ClientConfig, 'accessToken'> {
  config?: ServerConfig;
}

/**
 * The content client: `@prismicio/client` pointed at the sandbox's Prismic
 * API by default, or at Prismic's cloud when PRISMIC_REPOSITORY is set.
 * It asks for the shop's routes, so cloud documents carry their `url`.
 */
export function createContentClient({ config = readConfig(), ...options }: ContentClientOptions = {}): prismic.Client {
  return prismic.createClient(config.prismicApiUrl, {
    ...(config.prismicAccessToken ? { accessToken: config.prismicAccessToken } : {}),
    routes: CONTENT_ROUTES,
    ...options,
  });
}
