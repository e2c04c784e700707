/**
 * A TCP proxy between a server and its PostgreSQL that can lose the database the two ways networks
 * do: `refuse` (the database is down: every connection is cut and new ones are refused) and `hang`
 * (a partition: connections stay open and nothing gets through, in either direction), and then
 * `forward` again (what was held back flows on); `resetConnections` cuts what is open, mid-conversation,
 * and lets the next connection through. The server under test is given the proxy's port.
 */
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export type ProxyMode = 'forward' | 'refuse' | 'hang';

export interface TcpProxy {
  port: number;
  mode(): ProxyMode;
  setMode(mode: ProxyMode): Promise<void>;
  /** Cuts every open connection with a TCP reset (as a database restart or a failover does) and keeps accepting new ones; answers how many it cut. */
  resetConnections(): number;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = 'forward';
  const sockets = new Set<Socket>();
  /** Connections that arrived during a hang: linked to the database once it is back. */
  const held = new Set<Socket>();

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => {
      sockets.delete(socket);
      held.delete(socket);
    });
    socket.on('error', () => socket.destroy());
  };

  const link = (client: Socket) => {
    const upstream = createConnection(target);
    track(upstream);
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    if (mode === 'hang') upstream.pause();
    client.resume();
  };

  const server: Server = createServer({ pauseOnConnect: true }, (client) => {
    track(client);
    if (mode === 'refuse') client.destroy();
    else if (mode === 'hang') held.add(client);
    else link(client);
  });
  const listen = (port: number) => new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  await listen(0);
  const port = (server.address() as { port: number }).port;
  const stopListening = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));

  return {
    port,
    mode: () => mode,
    async setMode(next) {
      const previous = mode;
      mode = next;
      if (next === 'refuse') {
        for (const socket of sockets) socket.destroy();
        await stopListening();
      } else if (next === 'hang') {
        if (!server.listening) await listen(port);
        // Nothing more is read on either side: bytes wait in the kernel, as on a cut link.
        for (const socket of sockets) socket.pause();
      } else {
        if (!server.listening) await listen(port);
        if (previous === 'hang') {
          for (const socket of sockets) if (!held.has(socket)) socket.resume();
          for (const client of [...held]) {
            held.delete(client);
            link(client);
          }
        }
      }
    },
    resetConnections() {
      const open = [...sockets];
      for (const socket of open) socket.resetAndDestroy();
      return open.length;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await stopListening();
    },
  };
}
