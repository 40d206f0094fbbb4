/**
 * `npm run vitals:report [-- <log file>…]`: the real-user vitals the shop's servers logged, as p75 per route
 * family. Reads the storefront's JSON log lines from the files named, or from standard input
 * (`kubectl logs … | npm run vitals:report`).
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { formatVitals, summariseVitals } from '../packages/storefront/src/server/vitalsReport.ts';

const files = process.argv.slice(2);
const lines = [];
for (const input of files.length ? files.map((f) => createReadStream(f)) : [process.stdin]) {
  for await (const line of createInterface({ input, crlfDelay: Infinity })) lines.push(line);
}
const rows = summariseVitals(lines);
if (!rows.length) {
  console.log('No web-vitals lines in the input.');
} else {
  console.log(formatVitals(rows));
}
