/**
 * Benchmark of the admission webhook on loopback:
 *   npm run build && npx tsx bench/webhook/run.ts [--quick] [--pin]
 * Starts the real `plumbline webhook` process on 127.0.0.1, drives it with a Node load
 * generator (keep-alive TLS connections) at fixed rates of 500 and 2,000 reviews/s
 * (open loop, see timing.ts: a request sent late counts from its slot, so queueing is not
 * hidden; one sent early counts from its send), then closed-loop at full speed for the
 * maximum throughput. Bounded in time and count.
 * Client-side latency and server-side latency (the `latencyMs` of the server's decision
 * log lines) are both printed, with the CPU time of the server and of the generator: on
 * a small shared machine the load generator competes with the server for the same cores
 * (printed before the figures; `--pin` gives each its own core with taskset).
 * Not part of the test suite.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import tls from 'node:tls';
import os from 'node:os';
import path from 'node:path';
import { generateCertificates } from '../../packages/webhook/src/certs.js';
import { machineLine, sharingLine } from '../machine.mjs';
import { openLoop, realClock } from './timing.js';

const quick = process.argv.includes('--quick');
/** --pin: the server on CPU 0, this load generator on CPU 1 (taskset), instead of both on all cores. */
const pin = process.argv.includes('--pin');
const SECONDS = quick ? 3 : 10;
const root = path.resolve(import.meta.dirname, '../..');
/** PLUMBLINE_BENCH_CLI: another build's bundle, to measure it on the same mix (before/after figures). */
const cli = process.env.PLUMBLINE_BENCH_CLI ?? path.join(root, 'packages/cli/dist/plumbline.js');

// ---------------------------------------------------------------- the mix
function svc(name: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name, namespace: 'shop', uid: randomUUID(), resourceVersion: '4711', labels: { app: 'web', tier: 'frontend', 'app.kubernetes.io/part-of': 'shop' }, annotations: { 'example.com/owner': 'team-web' } },
    spec: { type: 'ClusterIP', clusterIP: '10.96.12.34', clusterIPs: ['10.96.12.34'], ipFamilies: ['IPv4'], ipFamilyPolicy: 'SingleStack', selector: { app: 'web' }, ports: [{ name: 'http', port: 80, protocol: 'TCP', targetPort: 8080 }, { name: 'https', port: 443, protocol: 'TCP', targetPort: 8443 }], sessionAffinity: 'None', internalTrafficPolicy: 'Cluster' },
    ...extra,
  };
}
function bigConfigMap(name: string, kib: number): Record<string, unknown> {
  const data: Record<string, string> = {};
  for (let i = 0; i < kib; i += 1) data[`key-${i}.properties`] = `${'setting.value='.padEnd(60, 'x')}\n`.repeat(16).slice(0, 1024);
  return { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name, namespace: 'shop', labels: { app: 'web' } }, data };
}
function review(operation: 'CREATE' | 'UPDATE', object: Record<string, unknown>, oldObject?: Record<string, unknown>): string {
  const kind = object.kind as string;
  const resource = kind === 'Service' ? 'services' : 'configmaps';
  const gvk = { group: '', version: 'v1', kind };
  const gvr = { group: '', version: 'v1', resource };
  const meta = object.metadata as { name: string; namespace: string };
  return JSON.stringify({
    apiVersion: 'admission.k8s.io/v1',
    kind: 'AdmissionReview',
    request: { uid: randomUUID(), kind: gvk, resource: gvr, requestKind: gvk, requestResource: gvr, name: meta.name, namespace: meta.namespace, operation, userInfo: { username: 'system:serviceaccount:ci:deployer', groups: ['system:serviceaccounts', 'system:authenticated'] }, object, oldObject: oldObject ?? null, dryRun: false, options: { apiVersion: 'meta.k8s.io/v1', kind: `${operation === 'CREATE' ? 'Create' : 'Update'}Options`, fieldManager: 'kubectl' } },
  });
}
const MIX: Array<{ name: string; weight: number; body: string }> = [
  // Weights in percent. Most admission traffic is small objects; a few large ones.
  { name: 'Service CREATE valid', weight: 40, body: review('CREATE', svc('web')) },
  { name: 'Service CREATE invalid', weight: 15, body: review('CREATE', svc('Web_1')) },
  { name: 'Service UPDATE valid', weight: 25, body: review('UPDATE', svc('web', { spec: { ...(svc('web').spec as object), sessionAffinity: 'ClientIP' } }), svc('web')) },
  { name: 'ConfigMap CREATE 2 KiB', weight: 17, body: review('CREATE', bigConfigMap('settings', 2)) },
  { name: 'ConfigMap CREATE 64 KiB', weight: 2, body: review('CREATE', bigConfigMap('bundle', 64)) },
  { name: 'ConfigMap UPDATE 256 KiB', weight: 1, body: review('UPDATE', bigConfigMap('bundle', 256), bigConfigMap('bundle', 256)) },
];
const deck: string[] = MIX.flatMap((m) => Array.from({ length: m.weight }, () => m.body));
/** Reviews below this size count as small objects in the report (the large ones are 64 and 256 KiB). */
const SMALL = 16 * 1024;

// ---------------------------------------------------------------- server
async function startServer(): Promise<{ port: number; pid: number; stop: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'plumbline-bench-'));
  const certs = generateCertificates({ service: 'bench', namespace: 'bench', extraNames: ['127.0.0.1'] });
  writeFileSync(path.join(dir, 'tls.crt'), certs.cert);
  writeFileSync(path.join(dir, 'tls.key'), certs.key);
  writeFileSync(path.join(dir, 'ca.crt'), certs.caCert);
  // PLUMBLINE_BENCH_CPU_PROF=<dir>: write a V8 CPU profile of the webhook process there.
  const profile = process.env.PLUMBLINE_BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PLUMBLINE_BENCH_CPU_PROF}`] : [];
  const command = [...profile, cli, 'webhook', '--tls-cert-file', path.join(dir, 'tls.crt'), '--tls-private-key-file', path.join(dir, 'tls.key'), '--bind-address', '127.0.0.1', '--port', '0', '--health-port', '0', '--shutdown-delay-duration', '0s'];
  const child = pin
    ? spawn('taskset', ['-c', '0', process.execPath, ...command], { stdio: ['ignore', 'pipe', 'inherit'] })
    : spawn(process.execPath, command, { stdio: ['ignore', 'pipe', 'inherit'] });
  let port = 0;
  let loaded = false;
  let buffer = '';
  child.stdout!.on('data', (chunk) => {
    buffer += String(chunk);
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line.includes('"admission decision"')) {
        // The server's own view: from the first byte of the request to the answer.
        const m = /"latencyMs":([0-9.]+)/.exec(line);
        if (m) serverLatencies.push(Number(m[1]));
      } else if (line.includes('"webhook listening"')) port = JSON.parse(line).port;
      else if (line.includes('"ruleset loaded"')) loaded = true;
    }
  });
  for (let i = 0; i < 200 && !(port && loaded); i += 1) await new Promise((r) => setTimeout(r, 50));
  if (!port) throw new Error('webhook did not start');
  ca = certs.caCert;
  return {
    port,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
let ca = '';
/** latencyMs of the server's decision log lines, collected per phase. */
let serverLatencies: number[] = [];

function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime + stime, in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

// ---------------------------------------------------------------- load
/*
 * The load generator speaks HTTP/1.1 over keep-alive TLS connections directly, with
 * each request serialised once up front: the same connection reuse as the API server's
 * webhook client, at a fraction of the CPU of node:https requests. That matters when
 * the generator and the server share two cores.
 */
const requests: Buffer[] = deck.map((body) =>
  Buffer.concat([Buffer.from(`POST /validate?timeout=10s HTTP/1.1\r\nHost: bench.bench.svc:443\r\nContent-Type: application/json\r\nAccept: application/json, */*\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`), Buffer.from(body)]),
);
let requestCursor = 0;
const nextRequest = (): Buffer => requests[(requestCursor = (requestCursor + 37) % requests.length)]!;
const isSmall = (request: Buffer): boolean => request.length < SMALL;

class Connection {
  private buffer: Buffer = Buffer.alloc(0);
  private waiting: ((ok: boolean) => void) | undefined;
  readonly ready: Promise<void>;
  private readonly socket: tls.TLSSocket;

  constructor(port: number) {
    this.socket = tls.connect({ host: '127.0.0.1', port, ca });
    this.socket.setNoDelay(true);
    this.ready = new Promise((resolve, reject) => {
      this.socket.once('secureConnect', () => resolve());
      this.socket.once('error', reject);
    });
    this.socket.on('data', (chunk: Buffer) => this.onData(chunk));
    this.socket.on('error', () => this.settle(false));
    this.socket.on('close', () => this.settle(false));
  }

  send(request: Buffer): Promise<boolean> {
    return new Promise((resolve) => {
      this.waiting = resolve;
      this.socket.write(request);
    });
  }

  private settle(ok: boolean): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.(ok);
  }

  private onData(chunk: Buffer): void {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const headerEnd = this.buffer.indexOf('\r\n\r\n');
    if (headerEnd < 0) return;
    const head = this.buffer.toString('latin1', 0, headerEnd);
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    const total = headerEnd + 4 + length;
    if (this.buffer.length < total) return;
    const status = Number(head.slice(9, 12));
    this.buffer = this.buffer.subarray(total);
    this.settle(status === 200);
  }

  close(): void {
    this.socket.destroy();
  }
}

/** A pool of keep-alive connections; a request waits for an idle one. */
class Pool {
  private readonly idle: Connection[] = [];
  private readonly queue: Array<{ request: Buffer; resolve: (ok: boolean) => void }> = [];
  private readonly all: Connection[] = [];

  static async open(port: number, size: number): Promise<Pool> {
    const pool = new Pool();
    for (let i = 0; i < size; i += 1) pool.all.push(new Connection(port));
    await Promise.all(pool.all.map((c) => c.ready));
    pool.idle.push(...pool.all);
    return pool;
  }

  send(request: Buffer): Promise<boolean> {
    return new Promise((resolve) => {
      const connection = this.idle.pop();
      if (connection) this.run(connection, request, resolve);
      else this.queue.push({ request, resolve });
    });
  }

  private run(connection: Connection, request: Buffer, resolve: (ok: boolean) => void): void {
    void connection.send(request).then((ok) => {
      resolve(ok);
      const next = this.queue.shift();
      if (next) this.run(connection, next.request, next.resolve);
      else this.idle.push(connection);
    });
  }

  close(): void {
    for (const c of this.all) c.close();
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Phase {
  label: string;
  sent: number;
  failed: number;
  seconds: number;
  latencies: number[];
  /** Latencies of the small reviews only (below 16 KiB: 97% of the mix). */
  small: number[];
  /** The same requests as the server logged them (excludes the load generator's own delays). */
  server: number[];
  cpu: number;
  /** CPU seconds of this process, the load generator, over the phase. */
  generator: number;
}

function generatorSeconds(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
}

async function fixedRate(port: number, pid: number, rate: number, seconds: number): Promise<Phase> {
  const pool = await Pool.open(port, 32);
  const total = rate * seconds;
  const sent = Array.from({ length: total }, () => nextRequest());
  let failed = 0;
  serverLatencies = [];
  const start = performance.now();
  const cpu0 = cpuSeconds(pid);
  const generator0 = process.cpuUsage();
  // The timing rule (from the slot when sent late, from the send when early) is in timing.ts.
  const latencies = await openLoop(realClock, rate, total, (i) =>
    pool.send(sent[i]!).then((ok) => {
      if (!ok) failed += 1;
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  const generator = generatorSeconds(generator0);
  pool.close();
  const cpu = cpuSeconds(pid) - cpu0;
  const small = latencies.filter((_, i) => isSmall(sent[i]!));
  await new Promise((r) => setTimeout(r, 500)); // the server flushes its log every 250 ms
  return { label: `${rate} req/s`, sent: total, failed, seconds: elapsed, latencies: latencies.sort((a, b) => a - b), small: small.sort((a, b) => a - b), server: serverLatencies.sort((a, b) => a - b), cpu, generator };
}

async function closedLoop(port: number, pid: number, concurrency: number, seconds: number): Promise<Phase> {
  const pool = await Pool.open(port, concurrency);
  const latencies: number[] = [];
  const small: number[] = [];
  let failed = 0;
  let sent = 0;
  serverLatencies = [];
  const end = performance.now() + seconds * 1000;
  const cpu0 = cpuSeconds(pid);
  const generator0 = process.cpuUsage();
  const start = performance.now();
  const worker = async (): Promise<void> => {
    while (performance.now() < end) {
      const t = performance.now();
      sent += 1;
      const request = nextRequest();
      if (!(await pool.send(request))) failed += 1;
      const latency = performance.now() - t;
      latencies.push(latency);
      if (isSmall(request)) small.push(latency);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - start) / 1000;
  const generator = generatorSeconds(generator0);
  pool.close();
  const cpu = cpuSeconds(pid) - cpu0;
  await new Promise((r) => setTimeout(r, 500));
  return { label: `max (${concurrency} concurrent)`, sent, failed, seconds: elapsed, latencies: latencies.sort((a, b) => a - b), small: small.sort((a, b) => a - b), server: serverLatencies.sort((a, b) => a - b), cpu, generator };
}

function report(phase: Phase): string {
  const f = (n: number): string => `${n.toFixed(2)} ms`;
  const rate = phase.sent / phase.seconds;
  return [
    phase.label.padEnd(20),
    `${phase.sent} sent`.padEnd(14),
    `${phase.failed} failed`.padEnd(10),
    `${rate.toFixed(0)} req/s`.padEnd(12),
    `p50 ${f(percentile(phase.latencies, 50))}`.padEnd(14),
    `p99 ${f(percentile(phase.latencies, 99))}`.padEnd(14),
    `p99.9 ${f(percentile(phase.latencies, 99.9))}`.padEnd(16),
    `| small objects p99 ${f(percentile(phase.small, 99))} p99.9 ${f(percentile(phase.small, 99.9))}`,
    `| server-side p50 ${f(percentile(phase.server, 50))} p99 ${f(percentile(phase.server, 99))} p99.9 ${f(percentile(phase.server, 99.9))} |`,
    `server CPU ${phase.cpu.toFixed(2)} s (${(phase.sent / Math.max(phase.cpu, 1e-9)).toFixed(0)} req per CPU-second)`,
    `| generator CPU ${phase.generator.toFixed(2)} s (${((100 * phase.generator) / phase.seconds).toFixed(0)}% of a core)`,
  ].join(' ');
}

process.stdout.write(`${machineLine()}\n`);
const server = await startServer();
try {
  if (pin) execFileSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
  process.stdout.write(`${sharingLine(server.pid)}\n`);
  process.stdout.write(`mix: ${MIX.map((m) => `${m.name} ${m.weight}%`).join(', ')}\n`);
  await closedLoop(server.port, server.pid, 8, quick ? 1 : 2); // warm-up
  const phases: Phase[] = [];
  for (const rate of [500, 2000]) phases.push(await fixedRate(server.port, server.pid, rate, SECONDS));
  phases.push(await closedLoop(server.port, server.pid, 32, quick ? 3 : 5));
  for (const phase of phases) process.stdout.write(`${report(phase)}\n`);
  const at2000 = percentile(phases[1]!.latencies, 99);
  const max = phases[2]!;
  const perCpu = max.sent / Math.max(max.cpu, 1e-9);
  process.stdout.write(`target client p99 <= 2 ms at 2,000 req/s: ${at2000.toFixed(2)} ms (${(at2000 / 2).toFixed(2)}x the target) ${at2000 <= 2 ? 'met' : 'MISSED'}\n`);
  process.stdout.write(`target >= 5,000 reviews per server CPU-second at saturation: ${perCpu.toFixed(0)} (${(perCpu / 5000).toFixed(2)}x the target) ${perCpu >= 5000 ? 'met' : 'MISSED'}\n`);
} finally {
  await server.stop();
}
