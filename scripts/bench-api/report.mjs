/** bench:api's report: the calls' latencies direct, through the bare proxy and through next start, and the targets. */
import { availableParallelism } from 'node:os';
import { percentile } from '../stats.mjs';

/** The direct call's p95 at most this (ms). */
export const TARGET_DIRECT_P95_MS = 10;
/** What the proxy may add to the direct call's p50 (ms), mounted on node:http. */
export const TARGET_PROXY_ADDED_P50_MS = 1;

/** Prints the table, the bytes, the per-slice spread, the machine's load and each target; true when all are met. */
export function printReport(rows, { loadBefore, loadAfter }) {
  let met = true;
  const f = (n) => (Number.isFinite(n) ? n.toFixed(2) : '—');
  const cell = (m, base) =>
    m
      ? `${f(m.p50)} / ${f(m.p95)}${base ? ` (+${f(m.p50 - base.p50)})` : ''}${m.bad ? ` ${m.bad} non-2xx!` : ''}`
      : '—';
  console.log('p50 / p95 in ms (added p50 vs direct in brackets); requests/s');
  console.log(
    ['call', 'direct', 'proxy on node:http', 'proxy in next start'].map((h, i) => h.padEnd(i ? 26 : 48)).join(''),
  );
  for (const r of rows) {
    console.log(
      [r.name, cell(r.direct), cell(r.bare, r.direct), cell(r.next, r.direct)]
        .map((c, i) => c.padEnd(i ? 26 : 48))
        .join(''),
    );
    console.log(
      [
        '',
        `${Math.round(r.direct.rps)} req/s`,
        `${Math.round(r.bare.rps)} req/s`,
        r.next ? `${Math.round(r.next.rps)} req/s` : '',
      ]
        .map((c, i) => c.padEnd(i ? 26 : 48))
        .join(''),
    );
  }

  console.log(
    `\nBytes per response, head and body, direct / proxied: ${rows
      .map((r) => `${r.short} ${Math.round(r.direct.bytes)} / ${Math.round(r.bare.bytes)}`)
      .join(', ')} (the proxy drops the token pair from the body and adds cache headers).`,
  );
  console.log('Added p50 per one-second slice (median, range), the spread the pooled figure hides:');
  for (const r of rows) {
    console.log(
      `  ${r.name}: ${f(percentile(r.sliced, 50))} (${f(r.sliced[0])} … ${f(r.sliced[r.sliced.length - 1])})`,
    );
  }
  // Two shared cores: the load says how much to trust the run (compare runs made under similar load).
  console.log(
    `Machine: ${availableParallelism()} cores; load average (1 / 5 min) ${loadBefore} before, ${loadAfter} after.`,
  );

  console.log('\nTargets');
  for (const r of rows) {
    const directOk = r.direct.p95 <= TARGET_DIRECT_P95_MS;
    const added = r.bare.p50 - r.direct.p50;
    const addedOk = added <= TARGET_PROXY_ADDED_P50_MS;
    const errorsOk = !r.direct.bad && !r.bare.bad && !r.next?.bad;
    if (!directOk || !addedOk || !errorsOk) met = false;
    console.log(`  ${directOk ? '✔' : '✖'} ${r.name}: direct p95 ${f(r.direct.p95)} ms ≤ ${TARGET_DIRECT_P95_MS} ms`);
    console.log(
      `  ${addedOk ? '✔' : '✖'} ${r.name}: proxy adds ${f(added)} ms at p50 ≤ ${TARGET_PROXY_ADDED_P50_MS} ms (node:http mount)` +
        (r.next ? `; through next start it adds ${f(r.next.p50 - r.direct.p50)} ms (reported, not a target)` : ''),
    );
    if (!errorsOk) console.log(`  ✖ ${r.name}: some responses were not 2xx`);
  }
  return met;
}
