import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * How long a connection must have been idle before a shutting-down server closes it: well above
 * the gap between an answer and a busy client's next request on the same connection (a
 * millisecond or two), which is when closing it would cut that request.
 */
export const IDLE_CLOSE_MS = 1_000;

/** Where the process is in its life (decision 056): serving, draining, or closing its connections. */
export type Lifecycle = {
  readonly shuttingDown: boolean;
  /** /api/ready answers 503 from now on, so that a proxy stops sending; everything else goes on. */
  beginShutdown: () => void;
  /**
   * Before the server stops listening: from now on every answer carries `Connection: close`, so a
   * keep-alive connection ends right after its answer (its client knows, and opens a new one, which
   * is refused); a connection idle for IDLE_CLOSE_MS is closed; and the HTTP server no longer closes
   * every idle connection at once when it stops listening, since a busy client may be sending its
   * next request on one at that very moment (it would see a reset, not an answer).
   */
  closeConnectionsGently: () => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

type ConnectionUse = { active: number; idleSince: number };

/** Each open connection's requests in flight and since when it has had none. */
function trackConnections(app: FastifyInstance) {
  const connections = new Map<Socket, ConnectionUse>();
  app.server.on('connection', (socket: Socket) => {
    connections.set(socket, { active: 0, idleSince: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  app.server.on('request', (request, response) => {
    const use = connections.get(request.socket);
    if (!use) return;
    use.active++;
    response.once('close', () => {
      use.active--;
      use.idleSince = Date.now();
    });
  });
  return () => {
    const now = Date.now();
    for (const [socket, use] of connections) {
      if (use.active === 0 && now - use.idleSince >= IDLE_CLOSE_MS) socket.destroy();
    }
  };
}

export function registerLifecycle(app: FastifyInstance) {
  let shuttingDown = false;
  let closing = false;
  let sweeper: NodeJS.Timeout | undefined;
  const closeIdle = trackConnections(app);
  app.decorate('lifecycle', {
    get shuttingDown() {
      return shuttingDown;
    },
    beginShutdown: () => {
      shuttingDown = true;
    },
    closeConnectionsGently: () => {
      shuttingDown = true;
      closing = true;
      // http.Server#close calls this first; the sweeper does it connection by connection instead.
      app.server.closeIdleConnections = () => {};
      sweeper ??= setInterval(closeIdle, 100);
      sweeper.unref();
    },
  } satisfies Lifecycle);
  app.addHook('onSend', (request, reply, payload, done) => {
    // HTTP/2 has no Connection header (and closes its own way).
    if (closing && request.raw.httpVersionMajor < 2) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onClose', (_instance, done) => {
    clearInterval(sweeper);
    done();
  });
}
