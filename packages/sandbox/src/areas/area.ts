import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * One part of the sandbox's HTTP surface (the general service, Prismic, files, the captcha…): it answers
 * a request, or returns `false` when the request is not one of its own.
 */
export type Area = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<false | void>;
