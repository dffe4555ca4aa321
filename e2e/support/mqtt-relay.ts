import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, createWebSocketStream } from 'ws';

/**
 * A signalling relay of the network friends far away use (MQTT over WebSocket), on 127.0.0.1 and a
 * free port: aedes, the broker package, started and stopped by the test, so no test reaches the
 * internet (docs/far-away.md).
 */
export interface MqttRelay {
  url: string;
  /** Connections the relay has taken so far (a test can show the app used it). */
  connections(): number;
  close(): Promise<void>;
}

export async function startMqttRelay(): Promise<MqttRelay> {
  const { Aedes } = await import('aedes');
  const broker = await Aedes.createBroker();
  const server: Server = createServer();
  const sockets = new WebSocketServer({ server, handleProtocols: (protocols) => (protocols.has('mqtt') ? 'mqtt' : false) });
  let count = 0;
  sockets.on('connection', (ws) => {
    count += 1;
    broker.handle(createWebSocketStream(ws) as never);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}`,
    connections: () => count,
    close: async () => {
      for (const client of sockets.clients) client.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await new Promise<void>((resolve) => broker.close(() => resolve()));
    },
  };
}
