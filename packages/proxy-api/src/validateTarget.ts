/**
 * A request's target checked against the allowlist: the `url` and the query (not the body, not the caller).
 * The answer is a route and the path and query to send upstream, or the refusal to give instead.
 */
import { fail, zodErrors, type Errors } from './answers';
import { matchRoute, type RouteDef } from './routes';
import { empty } from './routes/params';
import { parseTarget } from './target';
import type { ProxyName, ProxyResult } from './types';

/** A request's target that passed the allowlist: its route and the path and query to send upstream. */
export interface ValidTarget {
  route: RouteDef;
  /** Encoded path and validated query below the back-end's base, starting with `/`. */
  path: string;
}

export type CheckedTarget = ValidTarget | { failure: ProxyResult };

/**
 * How many validated targets a proxy remembers. Validation is a pure function of the proxy, the
 * method and the query string, and the same catalogue reads arrive again and again (every shopper
 * on page one of a category): remembering the answer spares the parse, the allowlist walk and the
 * schema checks, about a tenth of a millisecond per call on this machine. Bounded, so that a flood
 * of distinct queries costs at most this many entries.
 */
export const VALIDATED_TARGETS_KEPT = 1_000;

function parseQuery(
  query: string | URLSearchParams,
): { ok: true; values: Map<string, string> } | { ok: false; errors: Errors } {
  const params = typeof query === 'string' ? new URLSearchParams(query.replace(/^\?/, '')) : query;
  const values = new Map<string, string>();
  for (const [key, value] of params) {
    if (values.has(key)) return { ok: false, errors: { [key]: 'is given more than once' } };
    values.set(key, value);
  }
  return { ok: true, values };
}

/** Checks the `url` and query of a request against the allowlist (not the body, not the caller). */
function validateTarget(proxy: ProxyName, method: string, rawQuery: string | URLSearchParams): CheckedTarget {
  const query = parseQuery(rawQuery);
  if (!query.ok) return { failure: fail(400, query.errors) };
  const target = parseTarget(query.values.get('url'));
  if (!target.ok) return { failure: fail(400, { url: target.reason }) };
  query.values.delete('url');

  // parseTarget has checked every segment decodes to unreserved characters.
  const segments = target.segments.map((s) => decodeURIComponent(s));
  const match = matchRoute(proxy, method, segments);
  if (match.kind === 'none') return { failure: fail(404, { url: 'not found' }) };
  if (match.kind === 'method') {
    const writeAsGet = proxy === 'commerce-write' && method === 'GET';
    return {
      failure: fail(
        405,
        { method: writeAsGet ? 'writes are POST, PUT or DELETE with a JSON body' : `use ${match.allow.join(' or ')}` },
        { allow: match.allow.join(', ') },
      ),
    };
  }
  const { route, params } = match;
  for (const [name, value] of Object.entries(params)) {
    const schema = route.params?.[name];
    const checked = schema?.safeParse(value);
    if (!checked?.success)
      return { failure: fail(400, { [name]: checked?.error.issues[0]?.message ?? 'is not allowed' }) };
  }
  if (route.query || query.values.size) {
    const checked = (route.query ?? empty).safeParse(Object.fromEntries(query.values));
    if (!checked.success) return { failure: fail(400, zodErrors(checked.error)) };
  }

  let path = '';
  for (const segment of segments) path += `/${encodeURIComponent(segment)}`;
  if (query.values.size) path += `?${new URLSearchParams([...query.values]).toString()}`;
  return { route, path };
}

/**
 * A proxy's target check, remembering the targets that passed (never a refusal): the same target
 * checked again answers from memory, the oldest forgotten first past {@link VALIDATED_TARGETS_KEPT}.
 */
export function rememberingTargetCheck(): (
  proxy: ProxyName,
  method: string,
  query: string | URLSearchParams,
) => CheckedTarget {
  const validatedTargets = new Map<string, ValidTarget>();
  return (proxy, method, query) => {
    const key = `${proxy} ${method} ${typeof query === 'string' ? query : query.toString()}`;
    const known = validatedTargets.get(key);
    if (known) return known;
    const checked = validateTarget(proxy, method, query);
    if ('failure' in checked) return checked;
    if (validatedTargets.size >= VALIDATED_TARGETS_KEPT) {
      // Oldest first: a Map iterates in insertion order.
      validatedTargets.delete(validatedTargets.keys().next().value as string);
    }
    validatedTargets.set(key, checked);
    return checked;
  };
}
