/** Mounts the four proxies on a bare node:http server at `/api/<name>`, as `pages/api` does. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { nodeHandler } from '../node';
import type { Proxy } from '../proxy';
import { PROXY_NAMES } from '../types';

export interface MountedProxy {
  url: string;
  server: Server;
  close: () => Promise<void>;
}

export async function mountProxies(proxy: Proxy, port = 0): Promise<MountedProxy> {
  const handlers = new Map<string, ReturnType<typeof nodeHandler>>(
    PROXY_NAMES.map((name) => [`/api/${name}`, nodeHandler(proxy, name)] as const),
  );
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const handler = handlers.get(path);
    if (handler) {
      void handler(req, res);
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end('{"errors":{"path":"not found"}}');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    server,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
