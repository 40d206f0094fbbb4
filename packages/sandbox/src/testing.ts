/** Test helpers: an in-process sandbox on an ephemeral port and a temporary database. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox, type Sandbox } from './app';
import { readConfig, type SandboxConfig } from './config';

export interface TestSandbox {
  sandbox: Sandbox;
  url: string;
  dir: string;
  config: SandboxConfig;
  /** JSON call with an optional token; returns status, body and headers. */
  call: (
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ) => Promise<{
    status: number;
    body: Record<string, unknown> & { token?: string; errors?: Record<string, string> };
    headers: Headers;
  }>;
  stop: () => Promise<void>;
}

export async function startTestSandbox(overrides: Partial<SandboxConfig> = {}, keepDir?: string): Promise<TestSandbox> {
  const dir = keepDir ?? mkdtempSync(join(tmpdir(), 'passo-sandbox-'));
  const config: SandboxConfig = {
    ...readConfig({}),
    port: 0,
    dbFile: join(dir, 'sandbox.db'),
    mediaDir: join(dir, 'media'),
    generateMedia: false,
    log: false,
    // No webhooks unless a test listens for them.
    webhookUrl: null,
    ...overrides,
  };
  const sandbox = createSandbox(config);
  const url = await sandbox.start();
  const call: TestSandbox['call'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers['api-token'] = options.token;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const res = await fetch(`${url}${path}`, { method, headers, body, redirect: 'manual' });
    const text = await res.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      parsed = { text };
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
  return {
    sandbox,
    url,
    dir,
    config,
    call,
    stop: async () => {
      await sandbox.close();
      if (!keepDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The sandbox of the test file that imports this module (Jest gives every test file a registry of modules
 * of its own), once `sandboxPerFile` has started it.
 */
export let t: TestSandbox;

/** Starts one sandbox before the file's tests and stops it after them; the file's tests read it as `t`. */
export function sandboxPerFile(): void {
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.stop());
}
