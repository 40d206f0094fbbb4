/**
 * The contract tests' back-end: the real sandbox as a child process on its own port, with a fresh temporary
 * database, and the four proxies in front of it mounted on node:http. Registers its own start and stop; the
 * returned object is filled in when the tests start.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createProxy, type Proxy } from '../proxy';
import { sandboxProxyConfig, TEST_SITE } from '../testing/testProxyConfig';
import { mountProxies, type MountedProxy } from '../testing/mount';
import { startSandboxProcess, type SandboxProcess } from '../testing/sandboxProcess';
import type { ProxyConfig } from '../types';

/** Market 1, pricelist 49, Italian: as query parameters, and as a JSON body. */
export const M = { market: '1', pricelist: '49', lang: 'it' };
export const MB = { market: 1, pricelist: 49, lang: 'it' };

export interface ContractSandbox {
  sandbox: SandboxProcess;
  config: ProxyConfig;
  proxy: Proxy;
  mounted: MountedProxy;
}

export function contractSandbox(): ContractSandbox {
  const contract = {} as ContractSandbox;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'passo-contract-'));
    contract.sandbox = await startSandboxProcess({
      dbFile: join(dir, 'sandbox.db'),
      fresh: true,
      env: { SANDBOX_SITE_URL: TEST_SITE },
    });
    contract.config = sandboxProxyConfig(contract.sandbox.url);
    contract.proxy = createProxy(contract.config);
    contract.mounted = await mountProxies(contract.proxy);
  });
  afterAll(async () => {
    await contract.mounted?.close();
    await contract.sandbox?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  return contract;
}
