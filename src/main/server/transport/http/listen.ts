import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A wildcard host: guests reach the server on any of the machine's addresses. */
export function listensEverywhere(host: string): boolean {
  return host === '0.0.0.0' || host === '::';
}

/** Listens on `port`, or on the next free ones when it is taken and `fallback` is on. */
export async function listen(
  server: HttpServer,
  port: number,
  host: string,
  fallback: boolean,
): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    try {
      await new Promise<void>((resolve, reject) => {
        const onError = (error: Error): void => reject(error);
        server.once('error', onError);
        server.listen(port + attempt, host, () => {
          server.off('error', onError);
          resolve();
        });
      });
      return (server.address() as AddressInfo).port;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (!fallback || port === 0 || code !== 'EADDRINUSE' || attempt >= 20) throw error;
    }
  }
}
