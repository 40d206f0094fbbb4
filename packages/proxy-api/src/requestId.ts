/**
 * The request id that ties one shopper's request to every log line it causes: the load balancer's or
 * the storefront's, taken from `x-request-id`, passed on to the back-ends in the same header, and
 * logged by each (storefront, proxies, sandbox). Only a short id of safe characters is passed on: the
 * header comes from the outside and ends up in logs and upstream requests.
 */
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

const REQUEST_ID = /^[A-Za-z0-9._:@-]{1,128}$/;

/** The id if it is one we pass on (1–128 letters, digits and `._:@-`), else undefined. */
export function validRequestId(value: string | string[] | undefined): string | undefined {
  const id = Array.isArray(value) ? value[0] : value;
  return id !== undefined && REQUEST_ID.test(id) ? id : undefined;
}

/** The incoming id when it is valid, else a fresh one (a UUID). */
export function requestIdFrom(value: string | string[] | undefined): string {
  return validRequestId(value) ?? randomUUID();
}
