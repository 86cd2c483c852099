import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { backend } from './harness';

/** Sends `head` as it is, byte for byte, and reads the whole answer (the server closes the connection). */
function raw(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(head));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
    socket.setTimeout(5_000, () => socket.destroy(new Error('no answer')));
  });
}

describe('a request target the URL parser refuses', () => {
  it.each(['//[', '//[::1', 'http://[/x'])('%s answers 400 with CORS, and the backend goes on answering', async (target) => {
    const base = await backend();
    const answer = await raw(base.port, `GET ${target} HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost:5173\r\nConnection: close\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/access-control-allow-origin: http:\/\/localhost:5173/i);
    expect((await fetch(`${base.url}/health`)).status).toBe(200);
  });
});
