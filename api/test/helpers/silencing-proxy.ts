import net from 'node:net';

interface Link {
  client: net.Socket;
  server: net.Socket;
  /** The connection's first bytes (PostgreSQL's startup message names its application_name). */
  first: string;
  silent: boolean;
}

/**
 * A TCP proxy in front of PostgreSQL that can silence connections: their bytes stop flowing, both
 * ways, and neither end is told, as when a route drops. Connections opened later pass.
 */
export async function silencingProxy(target: URL): Promise<{
  url: string;
  /** Silences the open connections whose first bytes contain `match`. */
  silence(match: string): void;
  close(): Promise<void>;
}> {
  const links = new Set<Link>();
  const proxy = net.createServer((client) => {
    const server = net.connect(Number(target.port || 5432), target.hostname);
    const link: Link = { client, server, first: '', silent: false };
    links.add(link);
    client.on('data', (chunk: Buffer) => {
      if (!link.first) link.first = chunk.toString('latin1');
      if (!link.silent) server.write(chunk);
    });
    server.on('data', (chunk: Buffer) => {
      if (!link.silent) client.write(chunk);
    });
    const drop = () => {
      client.destroy();
      server.destroy();
      links.delete(link);
    };
    for (const socket of [client, server]) {
      socket.on('close', drop);
      socket.on('error', drop);
    }
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((proxy.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    silence(match) {
      for (const link of links) if (link.first.includes(match)) link.silent = true;
    },
    async close() {
      for (const link of links) {
        link.client.destroy();
        link.server.destroy();
      }
      links.clear();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}
