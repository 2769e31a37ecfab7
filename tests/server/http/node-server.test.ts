import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createHttpServer,
  DEFAULT_REQUEST_TIMEOUTS,
  KEEP_ALIVE_IDLE_MS,
  requestTimeoutsFromEnv,
} from '@server/http/node-server';
import { createPlatformApp } from '@server/http/platform';
import { fakeContext, type LogLine } from './fake-context';

// A short limit so the test does not wait long; the rule is the same at the real 30 s / 10 s.
const TIMEOUTS = { requestMs: 1_000, headersMs: 600 };

let server: Server;
let port: number;
let bodiesRead = 0;
let logs: LogLine[];

beforeAll(async () => {
  const fake = fakeContext();
  logs = fake.logs;
  // The platform app (its error handler and log) around two routes that read their body.
  const app = createPlatformApp(fake.ctx, {}, (root) => {
    root.post('/echo', async (c) => {
      const text = await c.req.text();
      bodiesRead += 1;
      return c.text(`got ${text.length}`);
    });
    // Slow to answer, not slow to ask: only receiving the request is timed.
    root.post('/slow', async (c) => {
      await c.req.text();
      await new Promise((r) => setTimeout(r, TIMEOUTS.requestMs * 1.5));
      return c.text('done');
    });
  });
  server = createHttpServer(app.fetch, TIMEOUTS);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

/** Writes `raw` and reads until the server closes the connection. */
function exchange(raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
    socket.write(raw);
  });
}

describe('the Node HTTP server', () => {
  it('closes a request whose body is shorter than it declared (408), without running the handler on half a body', async () => {
    const answer = await exchange(
      'POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodiesRead).toBe(0);
    // The handler's read of the body fails when the socket goes: a warning, not an error of ours.
    await vi.waitFor(() =>
      expect(logs.some((l) => l.msg === 'request body aborted' && l.level === 'warn')).toBe(true),
    );
    expect(logs.filter((l) => l.level === 'error')).toEqual([]);
  });

  it('closes a connection whose headers never end (408)', async () => {
    const answer = await exchange('POST /echo HTTP/1.1\r\nHost: x\r\nX-Trickle: 1\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('answers a whole request, however slow the answer is', async () => {
    const echo = await exchange(
      'POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
    );
    expect(echo).toMatch(/^HTTP\/1\.1 200 [\s\S]*got 2$/);
    const slow = await exchange(
      'POST /slow HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
    );
    expect(slow).toMatch(/^HTTP\/1\.1 200 [\s\S]*done$/);
  });

  it('keeps an idle connection open past a minute and says so, so a client reusing it is never cut mid-request', async () => {
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_IDLE_MS);
    expect(KEEP_ALIVE_IDLE_MS).toBeGreaterThan(60_000);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      socket.setEncoding('utf8');
      socket.on('error', reject);
      socket.once('data', (chunk: string) => {
        socket.destroy();
        resolve(chunk);
      });
      socket.write('POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}');
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/\r\nKeep-Alive: timeout=65\r\n/i);
  });

  it('takes its limits from the environment, the headers never longer than the request', () => {
    expect(requestTimeoutsFromEnv({})).toEqual(DEFAULT_REQUEST_TIMEOUTS);
    expect(requestTimeoutsFromEnv({ REQUEST_TIMEOUT_SECONDS: '5', HEADERS_TIMEOUT_SECONDS: '2' })).toEqual({
      requestMs: 5_000,
      headersMs: 2_000,
    });
    expect(requestTimeoutsFromEnv({ REQUEST_TIMEOUT_SECONDS: '3' })).toEqual({
      requestMs: 3_000,
      headersMs: 3_000,
    });
    expect(
      requestTimeoutsFromEnv({ REQUEST_TIMEOUT_SECONDS: 'soon', HEADERS_TIMEOUT_SECONDS: '-1' }),
    ).toEqual(DEFAULT_REQUEST_TIMEOUTS);
  });
});
