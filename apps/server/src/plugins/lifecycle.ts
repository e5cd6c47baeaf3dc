import type { FastifyInstance } from 'fastify';

/** Where the process is in its life (decision 056): serving, or shutting down after SIGTERM. */
export type Lifecycle = {
  readonly shuttingDown: boolean;
  /**
   * From now on /api/ready answers 503 (so a proxy stops sending), and every answer carries
   * `Connection: close`, so a keep-alive connection ends with its request instead of being closed
   * while idle, when its client may be sending the next one.
   */
  beginShutdown: () => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export function registerLifecycle(app: FastifyInstance) {
  let shuttingDown = false;
  app.decorate('lifecycle', {
    get shuttingDown() {
      return shuttingDown;
    },
    beginShutdown: () => {
      shuttingDown = true;
    },
  } satisfies Lifecycle);
  app.addHook('onSend', (request, reply, payload, done) => {
    // HTTP/2 has no Connection header (and closes its own way).
    if (shuttingDown && request.raw.httpVersionMajor < 2) reply.header('connection', 'close');
    done(null, payload);
  });
}
