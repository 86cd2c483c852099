/**
 * The IP-geolocation service the interest form asks (spec: ip, country_name, city, region, timezone),
 * stood in for by a server on loopback: this machine has no internet, and no test may depend on one.
 * The e2e build points the form at it through the same setting production uses
 * (`VITE_GEOLOCATION_URL`, e2e/setup/build-with-sentinels.ts); Playwright starts it (./serve.ts).
 * A test that needs the service unreachable refuses its address with a network fault (e2e/network).
 */
import { createServer } from 'node:http';

export const GEOLOCATION_STAND_IN_PORT = 5190;
export const geolocationStandInHost = `127.0.0.1:${GEOLOCATION_STAND_IN_PORT}`;
export const geolocationStandInUrl = `http://${geolocationStandInHost}/json/`;

/** What the service answers for every caller here (a documentation address, RFC 5737). */
export const standInLocation = { ip: '203.0.113.50', country_name: 'United Kingdom', city: 'London', region: 'England', timezone: 'Europe/London' } as const;

export function serveGeolocation(port = GEOLOCATION_STAND_IN_PORT) {
  const server = createServer((request, response) => {
    // ipapi.co answers any origin, without credentials.
    const headers = { 'access-control-allow-origin': '*', 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
    if (request.method === 'OPTIONS') return response.writeHead(204, { ...headers, 'access-control-allow-headers': 'accept' }).end();
    if (request.url?.startsWith('/json/')) return response.writeHead(200, headers).end(JSON.stringify(standInLocation));
    response.writeHead(404, headers).end(JSON.stringify({ error: true, reason: 'Not found' }));
  });
  server.listen(port, '127.0.0.1');
  return server;
}

