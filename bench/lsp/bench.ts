/**
 * Language-server benchmark over a real LSP connection (stdio) to `plumbline lsp --stdio`.
 *
 *   npm run bench:lsp -- [--edits 300] [--interval 100] [--memory-edits 10000] [--files 2000]
 *                        [--only typing|workspace|memory] [--source]
 *
 * 1. Edits on a 5,000-line file of 250 manifests, twice: a clean file, and one where a
 *    tenth of the documents have findings (104 errors and 65 warnings). Each
 *    edit is one didChange that removes the finding the previous edit added (an invalid
 *    `metadata.name` made valid again) and adds one in another document; edits come every
 *    `--interval` ms, a typing pace (the server's debounce is 50 ms). Measured: the time
 *    from didChange to the publishDiagnostics of that version (each result checked: the
 *    invalid names found are exactly the invalid names in the text), and hover on findings.
 * 2. A workspace of `--files` files (bench/lint/generate.mjs, a tenth with mistakes):
 *    the time from starting the server to the first diagnostics of one of its files, and
 *    until the workspace index (cross-resource rules) is complete.
 * 3. `--memory-edits` edits sent back to back on the file with findings (a fresh server):
 *    the server's RSS sampled during the run and its peak (VmHWM).
 * Prints the machine, whether this client shares the server's cores, figures and their
 * ratios to the targets: p95 <= 25 ms on the file with findings, first diagnostics of
 * the workspace within 1 s, RSS <= 150 MB. `--source` runs the server from TypeScript
 * sources through tsx instead of the build. Not part of the test suite.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  createProtocolConnection,
  DidChangeTextDocumentNotification,
  DidOpenTextDocumentNotification,
  ExitNotification,
  HoverRequest,
  InitializedNotification,
  InitializeRequest,
  LogMessageNotification,
  PublishDiagnosticsNotification,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
} from 'vscode-languageserver-protocol/node';
import { generateCorpus, listCorpusFiles } from '../lint/generate.mjs';
import { machineLine, sharingLine } from '../machine.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const EDITS = option('edits', 300);
const INTERVAL = option('interval', 100);
const MEMORY_EDITS = option('memory-edits', 10_000);
const FILES = option('files', 2000);
/** --only typing|workspace|memory: one part of the bench. */
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const part = (name: 'typing' | 'workspace' | 'memory'): boolean => only === undefined || only === name;
const DOCUMENTS = 250;
const TARGET_P95 = 25;
const TARGET_FIRST = 1000;
const TARGET_RSS = 150;

// ---------------------------------------------------------------- the files
const clean = {
  service: (i: number): string[] => [
    'apiVersion: v1', 'kind: Service', 'metadata:', `  name: web-${i}`, '  namespace: shop', '  labels:', `    app: web-${i}`, '    tier: frontend',
    'spec:', '  type: ClusterIP', '  selector:', `    app: web-${i}`, '  ports:', '  - name: http', '    port: 80', '    targetPort: 8080',
    '    protocol: TCP', '  - name: https', '    port: 443',
  ],
  configMap: (i: number): string[] => [
    'apiVersion: v1', 'kind: ConfigMap', 'metadata:', `  name: settings-${i}`, '  namespace: shop', '  labels:', `    app: web-${i}`, '  annotations:',
    `    owner: team-${i}`, 'data:', '  mode: production', '  level: info', '  region: eu-west-1', '  retries: "3"', '  timeout: 30s', '  cache: enabled',
    '  color: blue', '  size: large', '  zone: a',
  ],
};
/** The same 19 lines with mistakes: 7 errors and 2 warnings in a Service, 1 error and 3 warnings in a ConfigMap. */
const faulty = {
  service: (i: number): string[] => [
    'apiVersion: v1', 'kind: Service', 'metadata:', `  name: web-${i}`, '  namespace: Shop', '  labels:', `    app: web-${i}`, '    tier: -frontend',
    'spec:', '  sessionAffinity: Sticky', '  loadBalancerIP: 10.0.0.1', `  externalIPs: [10.1.0.${i % 250}]`, '  ports:', '  - name: HTTP',
    '    port: 80000', '    colour: blue', '    protocol: tcp', '  - name: https', '    port: 443',
  ],
  configMap: (i: number): string[] => [
    'apiVersion: v1', 'kind: ConfigMap', 'metadata:', `  name: settings-${i}`, '  namespace: shop', '  labels:', `    app: web-${i}`, '  annotations:',
    `    owner: team-${i}`, 'data:', '  mode: production', '  level: yes', '  "bad key!": eu-west-1', '  retries: "3"', '  timeout: 30s', '  cache: on',
    '  color: blue', '  size: large', 'colour: a',
  ],
};

/** 250 documents of 20 lines (5,000 lines); with `findings`, every tenth document has mistakes (13 ConfigMaps, 12 Services). */
function fileText(findings: boolean): string {
  const docs = Array.from({ length: DOCUMENTS }, (_, i) => {
    const set = findings && (i % 20 === 3 || i % 20 === 8) ? faulty : clean;
    return [...(i % 2 === 0 ? set.service(i) : set.configMap(i)), '---'].join('\n');
  });
  return `${docs.join('\n').replace(/\n---$/, '')}\n`;
}

// ---------------------------------------------------------------- the server
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const fmt = (n: number): string => n.toFixed(1);
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string): number => Number(new RegExp(`^${key}:\\s*(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** PLUMBLINE_BENCH_CLI: another build's bundle, to measure it on the same files (before/after figures). */
const built = process.env.PLUMBLINE_BENCH_CLI ?? path.join(root, 'packages/cli/dist/plumbline.js');
const fromSource = args.includes('--source') || !existsSync(built);

class Server {
  readonly child: ChildProcess;
  readonly connection: ProtocolConnection;
  readonly started = performance.now();
  private readonly waiting = new Map<string, (p: PublishDiagnosticsParams) => void>();
  /** The server's window/logMessage notifications, with when they came. */
  readonly logs: Array<{ at: number; message: string }> = [];
  private version = 0;
  publishes = 0;

  constructor() {
    // PLUMBLINE_BENCH_CPU_PROF=<dir>: write a V8 CPU profile of each server process there.
    const profile = process.env.PLUMBLINE_BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PLUMBLINE_BENCH_CPU_PROF}`] : [];
    const command = fromSource ? ['--import', 'tsx', path.join(root, 'packages/cli/src/bin.ts'), 'lsp', '--stdio'] : [built, 'lsp', '--stdio'];
    this.child = spawn(process.execPath, [...profile, ...command], { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] });
    this.connection = createProtocolConnection(new StreamMessageReader(this.child.stdout!), new StreamMessageWriter(this.child.stdin!));
    this.connection.onNotification(PublishDiagnosticsNotification.type, (params) => {
      this.publishes += 1;
      for (const key of [`${params.uri} ${params.version}`, `${params.uri} any`]) {
        const resolve = this.waiting.get(key);
        if (resolve) {
          this.waiting.delete(key);
          resolve(params);
        }
      }
    });
    this.connection.onNotification(LogMessageNotification.method, (params: { message: string }) => {
      this.logs.push({ at: performance.now(), message: params.message });
    });
    this.connection.onRequest('workspace/configuration', (params: { items: unknown[] }) => params.items.map(() => ({})));
    this.connection.listen();
  }

  async initialize(folder?: string, settings?: Record<string, unknown>): Promise<void> {
    const rootUri = folder ? pathToFileURL(folder).href : null;
    await this.connection.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      initializationOptions: settings,
      rootUri,
      capabilities: { textDocument: { publishDiagnostics: { versionSupport: true } } },
      workspaceFolders: rootUri ? [{ uri: rootUri, name: 'bench' }] : null,
    });
    await this.connection.sendNotification(InitializedNotification.type, {});
  }

  /** The diagnostics published for `version` of `uri` (any version when undefined). */
  published(uri: string, version?: number, timeoutMs = 60_000): Promise<PublishDiagnosticsParams> {
    const key = `${uri} ${version ?? 'any'}`;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no diagnostics for ${key} within ${timeoutMs} ms`)), timeoutMs);
      this.waiting.set(key, (p) => {
        clearTimeout(timer);
        resolve(p);
      });
    });
  }

  async open(uri: string, text: string): Promise<void> {
    this.version = 1;
    await this.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'yaml', version: 1, text } });
  }

  /** One didChange of single-line replacements (or, with `fullText`, the whole new text); returns its version. */
  async change(uri: string, edits: Array<{ line: number; old: string; text: string }>, fullText?: string): Promise<number> {
    this.version += 1;
    const contentChanges =
      fullText !== undefined ? [{ text: fullText }] : edits.map((e) => ({ range: { start: { line: e.line, character: 0 }, end: { line: e.line, character: e.old.length } }, text: e.text }));
    await this.connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version: this.version }, contentChanges });
    return this.version;
  }

  memory(): { rss: number; peak: number } {
    return memory(this.child.pid!);
  }

  async stop(): Promise<void> {
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    await this.connection.sendRequest(ShutdownRequest.type);
    await this.connection.sendNotification(ExitNotification.type);
    await exited;
    this.connection.dispose();
  }
}

/**
 * The edits of a run: edit e makes the `metadata.name` of one document invalid (`Bad_`)
 * and makes the one the previous edit broke valid again, in one didChange.
 */
class NameEdits {
  readonly lines: string[];
  private readonly nameLines: number[];
  private previous: number | undefined;
  private e = 0;

  constructor(text: string) {
    this.lines = text.split('\n');
    this.nameLines = this.lines.map((l, i) => (/^ {2}name: /.test(l) ? i : -1)).filter((i) => i >= 0);
  }

  next(): Array<{ line: number; old: string; text: string }> {
    const edits: Array<{ line: number; old: string; text: string }> = [];
    if (this.previous !== undefined) edits.push(this.replace(this.previous, 'name: Bad_', 'name: '));
    const line = this.nameLines[(this.e * 37) % this.nameLines.length]!;
    this.e += 1;
    if (line !== this.previous) edits.push(this.replace(line, 'name: ', 'name: Bad_'));
    this.previous = line === this.previous ? undefined : line;
    return edits;
  }

  private replace(line: number, from: string, to: string): { line: number; old: string; text: string } {
    const old = this.lines[line]!;
    this.lines[line] = old.replace(from, to);
    return { line, old, text: this.lines[line]! };
  }

  /** Lines holding an invalid name now. */
  badLines(): number[] {
    return this.lines.flatMap((l, i) => (l.includes('name: Bad_') ? [i] : []));
  }
}

function count(result: PublishDiagnosticsParams, severity: 1 | 2): number {
  return result.diagnostics.filter((d) => d.severity === severity).length;
}

/**
 * The invalid-name findings sit exactly on the lines that hold an invalid name, and the
 * other findings are those of the file as opened (`base`); throws otherwise.
 */
function check(result: PublishDiagnosticsParams, edits: NameEdits, base: number): void {
  const found = result.diagnostics.filter((d) => d.code === 'metadata/name-invalid').map((d) => d.range.start.line);
  const expected = edits.badLines();
  if (JSON.stringify(found.sort((a, b) => a - b)) !== JSON.stringify(expected)) {
    throw new Error(`version ${result.version}: invalid names found on lines ${found.join(',')}, expected ${expected.join(',')}`);
  }
  if (result.diagnostics.length !== base + expected.length) {
    throw new Error(`version ${result.version}: ${result.diagnostics.length} findings, expected ${base} + ${expected.length} invalid names`);
  }
}

// ---------------------------------------------------------------- 1. edits at a typing pace
interface EditRun {
  label: string;
  openMs: number;
  errors: number;
  warnings: number;
  latencies: number[];
  hover: number[];
  peak: number;
}

async function typingRun(label: string, text: string): Promise<EditRun> {
  const server = new Server();
  await server.initialize();
  const uri = pathToFileURL(path.join(root, '.tmp', 'bench-lsp', `${label}.yaml`)).href;
  let started = performance.now();
  const first = server.published(uri, 1);
  await server.open(uri, text);
  const initial = await first;
  const openMs = performance.now() - started;
  const edits = new NameEdits(text);
  const latencies: number[] = [];
  for (let e = 0; e < EDITS; e++) {
    const change = edits.next();
    const done = server.published(uri, 1 + e + 1);
    started = performance.now();
    await server.change(uri, change);
    const result = await done;
    latencies.push(performance.now() - started);
    check(result, edits, initial.diagnostics.length);
    await sleep(INTERVAL);
  }
  // Hover over findings: the server builds the hover text of the findings under the cursor.
  const hover: number[] = [];
  const targets = initial.diagnostics.filter((d) => d.range.start.line % 3 === 0).slice(0, 50);
  for (const d of targets) {
    started = performance.now();
    await server.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position: d.range.start });
    hover.push(performance.now() - started);
  }
  const peak = server.memory().peak;
  await server.stop();
  return { label, openMs, errors: count(initial, 1), warnings: count(initial, 2), latencies: latencies.sort((a, b) => a - b), hover: hover.sort((a, b) => a - b), peak };
}

// ---------------------------------------------------------------- 2. a workspace of 2,000 files
async function workspaceRun(settings?: Record<string, unknown>): Promise<{ firstFromStart: number; firstFromOpen: number; indexed: number | undefined; indexLog: string; diagnostics: number; file: string; rss: number }> {
  const folder = path.join(root, 'bench/.corpus/lsp-workspace');
  const stamp = path.join(folder, '.params.json');
  const params = JSON.stringify({ files: FILES, seed: 7 });
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== params) {
    // The generator adds one file of shared Services to the files it is asked for.
    generateCorpus(folder, { files: FILES - 1, docsPerFile: 10, seed: 7 });
    writeFileSync(stamp, params);
  }
  const files = listCorpusFiles(folder);
  // A file with an Ingress, whose backend Services live in other files of the workspace.
  const file = files.find((f) => readFileSync(f, 'utf8').includes('kind: Ingress')) ?? files[0]!;
  const uri = pathToFileURL(file).href;
  const server = new Server();
  await server.initialize(folder, settings);
  const opened = performance.now();
  const first = server.published(uri);
  await server.open(uri, readFileSync(file, 'utf8'));
  const result = await first;
  const now = performance.now();
  // The index logs when it is complete; wait for it (bounded).
  let indexLog: { at: number; message: string } | undefined;
  for (let i = 0; i < 600 && !indexLog && settings === undefined; i += 1) {
    indexLog = server.logs.find((l) => /workspace index: \d+ files read/.test(l.message));
    if (!indexLog) await sleep(50);
  }
  const rss = server.memory().rss;
  await server.stop();
  return {
    firstFromStart: now - server.started,
    firstFromOpen: now - opened,
    indexed: indexLog ? indexLog.at - server.started : undefined,
    indexLog: indexLog?.message ?? 'the index did not report completion within 30 s',
    diagnostics: result.diagnostics.length,
    file: path.relative(root, file),
    rss,
  };
}

// ---------------------------------------------------------------- 3. memory over many edits
/**
 * `burst`: edits back to back, as fast as this client sends them (the debounce folds
 * them into few checks). `each`: with the debounce off, every edit waits for its own
 * diagnostics, so the server checks and publishes the whole file 10,000 times. `full`:
 * like `burst`, but each didChange carries the whole text (150 KB), as clients without
 * incremental sync send it.
 */
async function memoryRun(text: string, mode: 'burst' | 'each' | 'full'): Promise<{ seconds: number; samples: Array<{ edits: number; rss: number }>; peak: number; rss: number; publishes: number }> {
  const server = new Server();
  await server.initialize(undefined, mode === 'each' ? { debounceMs: 0 } : undefined);
  const uri = pathToFileURL(path.join(root, '.tmp', 'bench-lsp', `memory-${mode}.yaml`)).href;
  const first = server.published(uri, 1);
  await server.open(uri, text);
  const base = (await first).diagnostics.length;
  const publishes0 = server.publishes;
  const edits = new NameEdits(text);
  const samples: Array<{ edits: number; rss: number }> = [{ edits: 0, rss: server.memory().rss }];
  const started = performance.now();
  let lastSample = started;
  let version = 1;
  for (let e = 1; e <= MEMORY_EDITS; e++) {
    if (mode === 'each') {
      const done = server.published(uri, version + 1);
      version = await server.change(uri, edits.next());
      const result = await done;
      if (e % 100 === 0) check(result, edits, base);
    } else {
      const change = edits.next();
      version = await server.change(uri, change, mode === 'full' ? edits.lines.join('\n') : undefined);
      // Let the pipes and the sampler run every few edits.
      if (e % 10 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    if (performance.now() - lastSample >= 100 || e === MEMORY_EDITS) {
      samples.push({ edits: e, rss: server.memory().rss });
      lastSample = performance.now();
    }
  }
  if (mode !== 'each') check(await server.published(uri, version), edits, base);
  const seconds = (performance.now() - started) / 1000;
  const mem = server.memory();
  await server.stop();
  return { seconds, samples, peak: mem.peak, rss: mem.rss, publishes: server.publishes - publishes0 };
}

// ---------------------------------------------------------------- run and report
console.log(`plumbline lsp bench (${fromSource ? 'TypeScript sources via tsx' : 'built CLI'})`);
console.log(machineLine());
mkdirSync(path.join(root, '.tmp', 'bench-lsp'), { recursive: true });
{
  const probe = new Server();
  await probe.initialize();
  console.log(sharingLine(probe.child.pid!, 'the LSP client (this process, sending edits and reading diagnostics)'));
  await probe.stop();
}
const verdict = (ok: boolean): string => (ok ? 'met' : 'MISSED');
const targets: string[] = [];

if (part('typing')) {
  const client0 = process.cpuUsage();
  const wall0 = performance.now();
  const runs = [await typingRun('clean', fileText(false)), await typingRun('findings', fileText(true))];
  for (const run of runs) {
    console.log(
      `${run.label.padEnd(9)} 5,000 lines, ${DOCUMENTS} documents, ${run.errors} errors + ${run.warnings} warnings at open; first check after didOpen ${fmt(run.openMs)} ms; ` +
        `didChange → publishDiagnostics over ${run.latencies.length} edits every ${INTERVAL} ms: p50 ${fmt(percentile(run.latencies, 50))} ms, ` +
        `p95 ${fmt(percentile(run.latencies, 95))} ms, max ${fmt(run.latencies[run.latencies.length - 1]!)} ms; ` +
        `${run.hover.length > 0 ? `hover on ${run.hover.length} findings p50 ${fmt(percentile(run.hover, 50))} ms, max ${fmt(run.hover[run.hover.length - 1]!)} ms` : 'no findings to hover'}; ` +
        `peak RSS ${fmt(run.peak)} MB`,
    );
  }
  const typingCpu = process.cpuUsage(client0);
  console.log(`LSP client CPU during the edit runs: ${((typingCpu.user + typingCpu.system) / 1e6).toFixed(2)} s over ${((performance.now() - wall0) / 1000).toFixed(1)} s`);
  const p95 = percentile(runs[1]!.latencies, 95);
  targets.push(`target p95 <= ${TARGET_P95} ms on the file with findings: ${fmt(p95)} ms (${(p95 / TARGET_P95).toFixed(2)}x the target) ${verdict(p95 <= TARGET_P95)}`);
}

if (part('workspace')) {
  const ws = await workspaceRun();
  console.log(
    `workspace of ${FILES} files (bench/.corpus/lsp-workspace): first diagnostics of ${ws.file} (${ws.diagnostics} diagnostics) ` +
      `${fmt(ws.firstFromOpen)} ms after didOpen, ${fmt(ws.firstFromStart)} ms after starting the server; ` +
      `index complete ${ws.indexed === undefined ? 'never' : `${fmt(ws.indexed)} ms after start`} ("${ws.indexLog.replace(/^plumbline: /, '')}"); RSS ${fmt(ws.rss)} MB`,
  );
  // The same without the index, to show what indexing costs the first diagnostics.
  const alone = await workspaceRun({ crossResourceScope: 'openDocuments' });
  console.log(
    `the same file without the workspace index (crossResourceScope: openDocuments): first diagnostics ${fmt(alone.firstFromOpen)} ms after didOpen, ` +
      `${fmt(alone.firstFromStart)} ms after starting the server`,
  );
  const first = ws.firstFromStart;
  targets.push(`target first diagnostics of the workspace within ${TARGET_FIRST} ms: ${fmt(first)} ms from server start (${(first / TARGET_FIRST).toFixed(2)}x) ${verdict(first <= TARGET_FIRST)}`);
}

if (part('memory')) {
  const how = { burst: 'back to back', full: 'back to back, each with the whole text', each: 'each awaiting its diagnostics (debounce 0)' } as const;
  let peak = 0;
  for (const mode of ['burst', 'full', 'each'] as const) {
    const run = await memoryRun(fileText(true), mode);
    const at = (fraction: number): string => {
      const sample = run.samples.find((s) => s.edits >= fraction * MEMORY_EDITS) ?? run.samples[run.samples.length - 1]!;
      return `${fmt(sample.rss)} MB after ${sample.edits}`;
    };
    console.log(
      `${MEMORY_EDITS} edits ${how[mode]} on the file with findings: ${fmt(run.seconds)} s, ${run.publishes} publishes; ` +
        `RSS ${at(0)}, ${at(0.1)}, ${at(0.5)}, ${at(1)}; peak RSS ${fmt(run.peak)} MB`,
    );
    peak = Math.max(peak, run.peak);
  }
  targets.push(`target RSS <= ${TARGET_RSS} MB over ${MEMORY_EDITS} edits: highest peak ${fmt(peak)} MB (${(peak / TARGET_RSS).toFixed(2)}x) ${verdict(peak <= TARGET_RSS)}`);
}

for (const line of targets) console.log(line);
process.exit(0);
