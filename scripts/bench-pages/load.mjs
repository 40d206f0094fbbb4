/** bench:pages' load test: autocannon on each page, the figures pooled over interleaved slices. */
import { percentile } from '../stats.mjs';

/** One autocannon slice: every response's latency (float ms) and the non-2xx count. */
async function cannon(url, seconds, connections) {
  const { default: autocannon } = await import('autocannon');
  return new Promise((done, fail) => {
    const times = [];
    let bad = 0;
    const instance = autocannon({ url, connections, duration: seconds }, (error, result) => {
      if (error) return fail(error);
      done({ times, seconds, bad: bad + result.errors + result.timeouts });
    });
    instance.on('response', (_client, status, _bytes, ms) => {
      times.push(ms);
      if (status < 200 || status >= 300) bad += 1;
    });
  });
}

/**
 * Loads each page with autocannon: a warm-up each, then `duration` seconds per page in `slices` interleaved
 * slices, so every page sees the same machine load. Sets `page.load` (req/s, p50, p99, non-2xx, × the bare page).
 */
export async function loadTest(pages, { connections, duration, slices, warmupSeconds, log }) {
  log(
    `autocannon: ${connections} connections, ${warmupSeconds} s warm-up, then ${duration} s per page in ${slices} slices`,
  );
  for (const page of pages) await cannon(page.url, warmupSeconds, connections);
  const pooled = new Map(pages.map((p) => [p.key, { times: [], seconds: 0, bad: 0 }]));
  const slice = duration / slices;
  for (let i = 0; i < slices; i += 1) {
    for (const page of pages) {
      const r = await cannon(page.url, slice, connections);
      const pool = pooled.get(page.key);
      pool.times.push(...r.times);
      pool.seconds += r.seconds;
      pool.bad += r.bad;
    }
  }
  for (const page of pages) {
    const pool = pooled.get(page.key);
    const sorted = pool.times.sort((a, b) => a - b);
    page.load = {
      requests: sorted.length,
      rps: sorted.length / pool.seconds,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      non2xx: pool.bad,
    };
  }
  const bare = pages.find((p) => p.key === 'bare');
  for (const page of pages) page.load.xBare = bare ? page.load.rps / bare.load.rps : null;
}
