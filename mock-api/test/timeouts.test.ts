import { expectStatus } from './answers.js';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { startApp, type TestContext } from './helpers.js';

/**
 * A client that trickles its request keeps a connection (and its memory) for as long as it
 * likes unless the server limits how long a request may take to arrive. Here the limits are one
 * second (MOCK_REQUEST_TIMEOUT_MS / MOCK_HEADERS_TIMEOUT_MS; 30 s and 10 s by default).
 */
let ctx: TestContext;
let port: number;

beforeAll(async () => {
  ctx = await startApp({ requestTimeoutMs: 1000, headersTimeoutMs: 1000 });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await ctx.app.close();
});

interface Trickle {
  /** Milliseconds from the first byte until the server closed the connection. */
  closedAfter: number;
  /** What the server answered before closing. */
  answer: string;
}

/**
 * Sends `head` at once, then `rest` one byte every `everyMs`, until the server closes the
 * connection or `giveUpMs` passes (then the socket is destroyed and closedAfter is Infinity).
 */
function trickle(head: string, rest: string, everyMs: number, giveUpMs: number): Promise<Trickle> {
  return new Promise((resolve) => {
    const started = Date.now();
    let gaveUp = false;
    let answer = '';
    let next = 0;
    let timer: NodeJS.Timeout | undefined;
    const socket: Socket = connect(port, '127.0.0.1', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (next < rest.length && socket.writable) socket.write(rest[next++]!);
      }, everyMs);
    });
    const giveUp = setTimeout(() => {
      gaveUp = true;
      socket.destroy();
    }, giveUpMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined); // a write racing the close; the close tells the story
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ closedAfter: gaveUp ? Infinity : Date.now() - started, answer });
    });
  });
}

describe('request timeouts', () => {
  it('cuts a connection whose body arrives a byte at a time', async () => {
    const body = JSON.stringify({ email: 'admin@example.com', password: 'password123' });
    const head = [
      'POST /adminlogin HTTP/1.1',
      'Host: localhost',
      'Content-Type: application/json',
      `Content-Length: ${body.length}`,
      '',
      '',
    ].join('\r\n');
    // A byte every 300 ms keeps the connection busy; the whole body would take 15 s.
    const result = await trickle(head, body, 300, 12_000);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
    // One second allowed, checked about every 250 ms; the rest is room for a busy machine.
    expect(result.closedAfter).toBeLessThan(8000);
  }, 20_000);

  it('cuts a connection whose headers arrive a byte at a time', async () => {
    const result = await trickle(
      'GET /health HTTP/1.1\r\n',
      'Host: localhost\r\nAccept: */*\r\n\r\n',
      300,
      12_000,
    );
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(result.closedAfter).toBeLessThan(8000);
  }, 20_000);

  it('still answers a request that arrives in time', async () => {
    const res = await ctx.api.get('/health');
    expectStatus(res, 200);
  });
});
