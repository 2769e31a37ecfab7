import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';

/**
 * How long a client may take to send one request. Our bodies are at most 64 KB, so an honest client
 * sends a request in well under a second; a client that declares a longer body than it sends, or
 * trickles its headers, would otherwise hold a connection (and the handler waiting on its body) for
 * Node's default of five minutes, and a few hundred such clients hold them all.
 */
export interface RequestTimeouts {
  /** The whole request, headers and body (Node's requestTimeout): then 408 and the socket is closed. */
  requestMs: number;
  /** The headers alone (Node's headersTimeout); at most requestMs. */
  headersMs: number;
}

type FetchHandler = Parameters<typeof createAdaptorServer>[0]['fetch'];

/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) closes it while a client may be
 * sending its next request on it, and that client sees ECONNRESET: Node's and Playwright's agents keep idle
 * sockets with no limit of their own and do not retry. Holding it past a minute means the client or the
 * proxy in front (their idle limits are usually 60 s) closes first, so a live connection is never cut under
 * a request in flight.
 */
export const KEEP_ALIVE_IDLE_MS = 65_000;

export const DEFAULT_REQUEST_TIMEOUTS: RequestTimeouts = { requestMs: 30_000, headersMs: 10_000 };

/**
 * REQUEST_TIMEOUT_SECONDS / HEADERS_TIMEOUT_SECONDS when set to a positive number, else the defaults;
 * the headers' limit never exceeds the whole request's.
 */
export function requestTimeoutsFromEnv(env: NodeJS.ProcessEnv = process.env): RequestTimeouts {
  const seconds = (value: string | undefined, fallback: number): number => {
    const n = Number(value);
    return value !== undefined && Number.isFinite(n) && n > 0 ? n * 1000 : fallback;
  };
  const requestMs = seconds(env.REQUEST_TIMEOUT_SECONDS, DEFAULT_REQUEST_TIMEOUTS.requestMs);
  const headersMs = seconds(env.HEADERS_TIMEOUT_SECONDS, DEFAULT_REQUEST_TIMEOUTS.headersMs);
  return { requestMs, headersMs: Math.min(headersMs, requestMs) };
}

/**
 * The Node HTTP server for a fetch handler, with the request timeouts set (tests/server/http/node-server.test.ts).
 * Node checks them every connectionsCheckingInterval (default 30 s, longer than a short limit): a
 * quarter of the request's limit, so a stalled request is cut at most 25 % late.
 */
export function createHttpServer(fetch: FetchHandler, timeouts: RequestTimeouts): Server {
  return createAdaptorServer({
    fetch,
    serverOptions: {
      requestTimeout: timeouts.requestMs,
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
      keepAliveTimeout: KEEP_ALIVE_IDLE_MS,
      connectionsCheckingInterval: Math.max(50, Math.min(5_000, Math.floor(timeouts.requestMs / 4))),
    },
  }) as Server;
}
