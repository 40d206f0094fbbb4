/**
 * `npm run sandbox:reset`: restores the seed. If a sandbox answers on
 * SANDBOX_PORT it is asked to reset itself (so its in-memory catalogue
 * follows); otherwise the database file is reseeded directly.
 */
import { readConfig } from '../src/config';
import { openDb } from '../src/db';
import { seedDatabase } from '../src/seed/seed';

const config = readConfig();
const url = `http://${config.host}:${config.port}/__sandbox/reset`;

try {
  const res = await fetch(url, { method: 'POST', signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  console.log(`Reset the running sandbox at ${url}.`);
} catch (error) {
  if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNREFUSED') throw error;
  const db = openDb(config.dbFile);
  seedDatabase(db);
  db.close();
  console.log(`Reseeded ${config.dbFile}.`);
}
