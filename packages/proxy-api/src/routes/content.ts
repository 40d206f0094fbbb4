/** The content proxy's allowlist: the blog list and one document by type and uid. */
import { z } from 'zod';
import { contentLang, flag } from './params';
import type { RouteDef } from './routeDef';

export const CONTENT_ROUTES: readonly RouteDef[] = [
  {
    proxy: 'content',
    method: 'GET',
    path: 'prismic/blog',
    query: z.strictObject({
      lang: contentLang.optional(),
      excerpt_only: flag.optional(),
      tag: z.enum(['all', 'players', 'collabs', 'objects', 'events']).optional(),
    }),
    access: 'public',
  },
  {
    proxy: 'content',
    method: 'GET',
    path: 'prismic/{type}/{uid}',
    params: {
      type: z.string().regex(/^[a-z][a-z0-9_-]{0,63}$/, 'must be a document type'),
      uid: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,99}$/, 'must be a document uid'),
    },
    query: z.strictObject({ lang: contentLang.optional() }),
    access: 'public',
  },
];
