/**
 * Part of `npm run bench:backend`: does a page of the site wait on the backend's work? Starts the
 * site as `npm start` runs it (tooling/start.ts, with a fresh database in a temporary folder), then
 * times page requests one after another: idle, and while the advisor answers 30 chat questions at
 * once (four rounds of them). The budget: p95 under load within 3x of idle. Prints both, with the machine's load and what
 * other processes used meanwhile.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { apps } from 'shared/federation-apps';
import { LOCAL_ANON_KEY, LOCAL_BACKEND_PORT } from 'backend/local/keys';
import { root } from '../lib/workspace';
import { watchOthers } from './machine-load';
import { percentile } from './percentile';

const PAGE = '/products';
const CHATS = 30;
/**
 * Rounds of 30 chats, one after another: 120 chats a minute is what the backend lets one address
 * send (the benchmark is one client), and a round alone gives too few page requests for a p95.
 */
const ROUNDS = 4;
const IDLE_SAMPLES = 100;
const BUDGET_RATIO = 3;

const site = `http://localhost:${apps.shell.port}`;
const backendUrl = `http://127.0.0.1:${LOCAL_BACKEND_PORT}`;

async function timePage(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${site}${PAGE}`, { signal: AbortSignal.timeout(10_000) });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${PAGE} answered ${response.status}`);
  return performance.now() - started;
}

const questions = ['What helps with dark spots?', 'Opening hours in London?', 'How do I buy the domains?', 'How much is the Royal Hair Ritual?', 'Which cleanser for oily skin?', 'Do you have a house in Toronto?'];
const chat = (index: number) =>
  fetch(`${backendUrl}/functions/v1/advisor-chat`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ sessionId: randomUUID(), message: questions[index % questions.length] }),
    signal: AbortSignal.timeout(60_000),
  }).then((response) => {
    if (response.status !== 200) throw new Error(`A chat question was answered ${response.status}`);
    return response.arrayBuffer();
  });

const dataDir = mkdtempSync(join(tmpdir(), 'noirelle-bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'tooling/start.ts')], { cwd: root, env: { ...process.env, BACKEND_DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'inherit'] });
const stopServer = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.once('exit', stopServer);
await new Promise<void>((resolve, reject) => {
  let said = '';
  server.stdout!.on('data', (chunk: Buffer) => {
    said += chunk.toString();
    if (said.includes('Noirelle is open')) resolve();
  });
  server.once('exit', (code) => reject(new Error(`npm start stopped (${code}) before it opened:\n${said}`)));
});

for (let index = 0; index < 10; index += 1) await timePage();
const others = watchOthers();
const idle: number[] = [];
for (let index = 0; index < IDLE_SAMPLES; index += 1) idle.push(await timePage());

const loaded: number[] = [];
let chatSeconds = 0;
for (let round = 0; round < ROUNDS; round += 1) {
  let chatsDone = false;
  const chatsStarted = performance.now();
  const answering = Promise.all(Array.from({ length: CHATS }, (_, index) => chat(index))).finally(() => (chatsDone = true));
  while (!chatsDone) loaded.push(await timePage());
  await answering;
  chatSeconds += (performance.now() - chatsStarted) / 1000;
}
const load = others.stop();

const idleP95 = percentile(idle, 95);
const loadedP95 = percentile(loaded, 95);
const ratio = loadedP95 / idleP95;
const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(`\nPages under chat load (npm start: the site and the backend in their own processes), ${PAGE}, one request at a time`);
console.log(`idle               p50 ${ms(percentile(idle, 50))}   p95 ${ms(idleP95)}   (${idle.length} requests)`);
console.log(`${CHATS} chats answering  p50 ${ms(percentile(loaded, 50))}   p95 ${ms(loadedP95)}   (${loaded.length} requests while ${ROUNDS} rounds of ${CHATS} chats were answered, ${chatSeconds.toFixed(1)} s)`);
console.log(`p95 under load / idle: ${ratio.toFixed(2)}x (budget ${BUDGET_RATIO}x): ${ratio <= BUDGET_RATIO ? 'within budget' : 'OVER BUDGET'}`);
console.log(`load average ${loadavg().map((value) => value.toFixed(2)).join(' ')}; other processes used ${Number.isNaN(load.cores) ? 'unknown' : `${load.cores.toFixed(2)} cores`}${load.top.length ? ` (${load.top.join(', ')})` : ''}${load.busy ? ': the machine was busy, figures not clean' : ''}`);
stopServer();
process.exit(ratio <= BUDGET_RATIO ? 0 : 1);
