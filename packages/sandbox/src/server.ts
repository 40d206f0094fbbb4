/**
 * `npm run start -w @passo/sandbox`: the sandbox on SANDBOX_PORT (4010).
 * SIGTERM / SIGINT stop it cleanly: no new requests, the ones in flight
 * finish, the database is closed (every committed write is already on disk).
 */
import { createSandbox } from './app';
import { readConfig } from './config';

const config = readConfig();
const sandbox = createSandbox(config);

sandbox.start().then(
  (url) => console.log(`sandbox listening on ${url} (database ${config.dbFile})`),
  (error: unknown) => {
    console.error('sandbox could not start:', error);
    process.exit(1);
  },
);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`sandbox: ${signal}, stopping`);
    sandbox.close().then(() => process.exit(0));
  });
}
