import { createServer, type AddressInfo } from 'node:net';

/**
 * A port on 127.0.0.1 that nothing listens on now, chosen by the system: for a local API that must know its own
 * port before it starts (the seed writes it into stored URLs, as a hosted project's names its own host).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
