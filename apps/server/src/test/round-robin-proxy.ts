import { Agent, createServer, type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A reverse proxy for the several-instances test (decision 058), doing what nginx's `upstream`
 * does in docs/deployment.md, no more: each request goes to the next server in turn (round-robin
 * on every request, not per connection), with its method, path, headers and body; the answer is
 * streamed back as it comes (server-sent events included: nothing is buffered), and a client that
 * hangs up ends the upstream request. It appends the client's address to X-Forwarded-For and says
 * X-Forwarded-Proto/-Host, as a proxy the servers trust (TRUST_PROXY) would.
 */

/** One request the proxy passed on: to which target (index), and what that target answered. */
export type ProxiedRequest = { target: number; method: string; path: string; status: number };

export type RoundRobinProxy = {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Every request passed on, in the order they arrived (status 502: the target was unreachable). */
  served: ProxiedRequest[];
  close: () => Promise<void>;
};

// Hop-by-hop headers (RFC 9110, section 7.6.1) are the connection's own, never passed on.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

/** Starts the proxy on 127.0.0.1 and a free port, in front of `targets` (http://host:port each). */
export async function startRoundRobinProxy(targets: readonly string[]): Promise<RoundRobinProxy> {
  if (targets.length === 0) throw new Error('the proxy needs at least one target');
  const agent = new Agent({ keepAlive: true });
  const served: ProxiedRequest[] = [];
  let turn = 0;

  const server = createServer((incoming, outgoing) => {
    const index = turn++ % targets.length;
    const target = new URL(targets[index] as string);
    const entry: ProxiedRequest = {
      target: index,
      method: incoming.method ?? 'GET',
      path: incoming.url ?? '/',
      status: 0,
    };
    served.push(entry);
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: entry.method,
        path: entry.path,
        headers: {
          ...endToEnd(incoming.headers),
          'x-forwarded-for': forwardedFor,
          'x-forwarded-proto': 'http',
          'x-forwarded-host': incoming.headers.host ?? '',
        },
      },
      (answer) => {
        entry.status = answer.statusCode ?? 502;
        outgoing.writeHead(entry.status, endToEnd(answer.headers));
        // The head now, before any body: an event stream's client sees the 200 at once.
        outgoing.flushHeaders();
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      entry.status = 502;
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end();
    });
    // The client hung up before the answer was complete (an event stream closed): end it upstream too.
    outgoing.on('close', () => {
      if (!outgoing.writableFinished) upstream.destroy();
    });
    incoming.pipe(upstream);
  });
  // Event streams stay open for minutes: no idle or request timeout on the proxy's side.
  server.requestTimeout = 0;
  server.headersTimeout = 30_000;
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
