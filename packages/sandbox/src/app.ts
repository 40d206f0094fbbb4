/**
 * The sandbox: one HTTP server for the commerce web service, the general web
 * service, the Prismic API and content proxy, images and the captcha.
 * `createSandbox(config)` builds it; `start()` listens; `close()` stops
 * accepting requests, lets the ones in flight finish and closes the database.
 */
import { rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { captchaArea } from './areas/captcha';
import { controlsArea } from './areas/controls';
import { filesArea } from './areas/files';
import { generalArea } from './areas/general';
import { paymentPageArea } from './areas/paymentPage';
import { prismicArea } from './areas/prismic';
import type { Area } from './areas/area';
import { sweepExpiredSessions } from './commerce/session';
import type { SandboxConfig } from './config';
import { PrismicApi } from './content/prismic';
import { ContentStore } from './content/store';
import { openDb, type Db } from './db';
import { Faults } from './faults';
import { sendJson } from './http';
import { createLogger, type Logger } from './log';
import { createRequestHandler } from './requestHandler';
import { generateProductImages } from './seed/images';
import { seedDatabase } from './seed/seed';
import { createServices } from './services';

function deleteDbFiles(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
}

export interface Sandbox {
  start(): Promise<string>;
  close(): Promise<void>;
  reset(): void;
  url(): string;
  db: Db;
  faults: Faults;
}

export interface SandboxOptions {
  /** Where the request log goes (default: JSON lines on stdout); written only when `config.log` is on. */
  logger?: Logger;
}

export function createSandbox(config: SandboxConfig, options: SandboxOptions = {}): Sandbox {
  const logger = config.log ? (options.logger ?? createLogger()) : undefined;
  if (config.fresh && config.dbFile !== ':memory:') deleteDbFiles(config.dbFile);
  const db = openDb(config.dbFile);
  if (!db.prepare("SELECT value FROM meta WHERE key = 'schema'").get()) seedDatabase(db);
  // At start, and then every `sessionSweepMs` while running (a long-lived sandbox would otherwise
  // keep every visitor's expired session and cart until its next restart).
  sweepExpiredSessions(db);
  let sweeper: NodeJS.Timeout | undefined;

  const { catalogue, orders, gateway, outbox, captcha, withdrawals, commerce } = createServices(db, config);
  const faults = new Faults();
  if (config.faults) faults.set(JSON.parse(config.faults));

  let baseUrl = config.publicUrl ?? '';
  let prismic: PrismicApi | undefined;
  const content = () => {
    if (!prismic) {
      const apiBase = `${baseUrl}/prismic/api/v2`;
      prismic = new PrismicApi(
        new ContentStore(config.contentDir, baseUrl, apiBase),
        db,
        apiBase,
        config.previewTtlS * 1000,
      );
    }
    return prismic;
  };

  const areas: Area[] = [
    generalArea(config, content),
    prismicArea(config, content),
    paymentPageArea(gateway),
    filesArea(config),
    captchaArea(config, captcha, () => baseUrl),
    controlsArea({ config, db, catalogue, orders, withdrawals, outbox, faults, content, reset }),
  ];

  async function route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const path = url.pathname;
    if (path === '/health') return sendJson(res, 200, { ok: true });

    if (path.startsWith('/commerce/')) {
      const answer = await commerce.handle(req, path.slice('/commerce/'.length), url.searchParams, baseUrl);
      return sendJson(res, answer.status, answer.body, answer.headers);
    }
    for (const area of areas) if ((await area(req, res, url)) !== false) return;
    return sendJson(res, 404, { errors: { uri: 'not found' } });
  }

  const server = createServer(createRequestHandler(route, faults, logger));
  server.keepAliveTimeout = 5_000;

  function reset(): void {
    prismic?.store.clearEdits();
    seedDatabase(db);
    catalogue.load();
    commerce.resetLimits();
  }

  return {
    db,
    faults,
    reset,
    url: () => baseUrl,
    async start() {
      await new Promise<void>((resolveListen, reject) => {
        server.once('error', reject);
        server.listen(config.port, config.host, () => resolveListen());
      });
      const address = server.address() as AddressInfo;
      baseUrl = config.publicUrl ?? `http://${config.host}:${address.port}`;
      if (config.sessionSweepMs > 0) {
        sweeper = setInterval(() => {
          try {
            sweepExpiredSessions(db);
          } catch (error) {
            console.error('sandbox: sweeping expired sessions failed:', error);
          }
        }, config.sessionSweepMs);
        // Housekeeping never keeps the process alive on its own.
        sweeper.unref();
      }
      content();
      if (config.generateMedia) {
        // After listening, so the first start answers at once; images appear as they are written.
        void generateProductImages(config.mediaDir).then(
          (written) => {
            if (written > 0) console.log(`sandbox: generated ${written} product images in ${config.mediaDir}`);
          },
          (error: unknown) => console.error('sandbox: product images could not be generated:', error),
        );
      }
      return baseUrl;
    },
    close() {
      clearInterval(sweeper);
      return new Promise<void>((resolveClose) => {
        server.close(() => {
          db.close();
          resolveClose();
        });
        server.closeIdleConnections();
        // Requests held by a timeout fault never finish on their own.
        setTimeout(() => server.closeAllConnections(), 2_000).unref();
      });
    },
  };
}
