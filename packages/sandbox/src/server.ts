/**
 * `npm run start -w @passo/sandbox`: the sandbox on SANDBOX_PORT (4010).
 * SIGTERM, SIGINT and SIGHUP stop it cleanly: no new requests, the ones in
 * flight finish, the database is closed (every committed write is already on
 * disk; closing merges the WAL into the file). So does the end of whatever
 * launched it through npm, which does not pass SIGTERM on (see launcher.ts).
 */
import { createSandbox } from './app';
import { readConfig } from './config';
import { watchLauncher } from './launcher';

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
function stop(reason: string): void {
  if (stopping) return;
  stopping = true;
  console.log(`sandbox: ${reason}, stopping`);
  sandbox.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('sandbox: could not close cleanly:', error);
      process.exit(1);
    },
  );
}

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => stop(signal));
watchLauncher((pid) => stop(`its launcher (pid ${pid}) is gone`));
