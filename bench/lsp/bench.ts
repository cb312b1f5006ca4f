/**
 * Language-server latency benchmark over a real LSP connection (stdio).
 *
 *   npm run build && npx tsx bench/lsp/bench.ts [--edits 300] [--interval 100] [--source]
 *
 * Opens a 5,000-line file of 250 manifests in `plumbline lsp --stdio`, then edits one
 * field at a time (incremental changes, alternating a valid and an invalid value, each
 * in a different document) and measures the time from sending didChange to receiving the
 * publishDiagnostics of that version. Edits come every `--interval` ms, a typing pace
 * (the server's debounce is 50 ms by default). Prints p50/p95/max and the server's
 * resident memory (RSS now and peak). Targets: p95 < 25 ms, RSS < 150 MB.
 * `--source` runs the server from TypeScript sources through tsx instead of the build.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createProtocolConnection,
  DidChangeTextDocumentNotification,
  DidOpenTextDocumentNotification,
  ExitNotification,
  InitializedNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  type PublishDiagnosticsParams,
} from 'vscode-languageserver-protocol/node';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const EDITS = option('edits', 300);
const INTERVAL = option('interval', 100);
const DOCUMENTS = 250;

/** 20 lines per document: 250 documents, 5,000 lines. */
function documentText(i: number): string {
  if (i % 2 === 0) {
    return `apiVersion: v1
kind: Service
metadata:
  name: web-${i}
  namespace: shop
  labels:
    app: web-${i}
    tier: frontend
spec:
  type: ClusterIP
  selector:
    app: web-${i}
  ports:
  - name: http
    port: 80
    targetPort: 8080
    protocol: TCP
  - name: https
    port: 443
---
`;
  }
  return `apiVersion: v1
kind: ConfigMap
metadata:
  name: settings-${i}
  namespace: shop
  labels:
    app: web-${i}
  annotations:
    owner: team-${i}
data:
  mode: production
  level: info
  region: eu-west-1
  retries: "3"
  timeout: 30s
  cache: enabled
  color: blue
  size: large
  zone: a
---
`;
}

const text = Array.from({ length: DOCUMENTS }, (_, i) => documentText(i)).join('').replace(/---\n$/, '');
const lines = text.split('\n');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string): number => Number(/^\s*(\d+)/.exec(status.split(`${key}:`)[1] ?? '0')?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

const built = path.join(root, 'packages/cli/dist/plumbline.js');
const fromSource = args.includes('--source') || !existsSync(built);
const command = fromSource ? ['--import', 'tsx', path.join(root, 'packages/cli/src/bin.ts'), 'lsp', '--stdio'] : [built, 'lsp', '--stdio'];
const child = spawn(process.execPath, command, { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] });
const connection = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
const waiting = new Map<number, (p: PublishDiagnosticsParams) => void>();
connection.onNotification(PublishDiagnosticsNotification.type, (params) => {
  const resolve = params.version !== undefined ? waiting.get(params.version) : undefined;
  if (resolve) {
    waiting.delete(params.version!);
    resolve(params);
  }
});
connection.onRequest('workspace/configuration', (params: { items: unknown[] }) => params.items.map(() => ({})));
connection.listen();

const uri = `file://${path.join(root, '.tmp', 'bench-lsp', 'many.yaml')}`;
const published = (version: number): Promise<PublishDiagnosticsParams> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no diagnostics for version ${version}`)), 30_000);
    waiting.set(version, (p) => {
      clearTimeout(timer);
      resolve(p);
    });
  });

await connection.sendRequest(InitializeRequest.type, { processId: process.pid, rootUri: null, capabilities: { textDocument: { publishDiagnostics: { versionSupport: true } } }, workspaceFolders: null });
await connection.sendNotification(InitializedNotification.type, {});

let started = performance.now();
const first = published(1);
await connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'yaml', version: 1, text } });
const initial = await first;
const openMs = performance.now() - started;

const latencies: number[] = [];
const nameLines = lines.map((l, i) => (/^ {2}name: /.test(l) ? i : -1)).filter((i) => i >= 0);
let version = 1;
for (let e = 0; e < EDITS; e++) {
  const line = nameLines[(e * 37) % nameLines.length]!;
  const old = lines[line]!;
  // Make a valid name invalid (upper case and `_`), or an invalid one valid again.
  const next = old.includes('name: Bad_') ? old.replace('name: Bad_', 'name: ') : old.replace('name: ', 'name: Bad_');
  lines[line] = next;
  version += 1;
  const done = published(version);
  started = performance.now();
  await connection.sendNotification(DidChangeTextDocumentNotification.type, {
    textDocument: { uri, version },
    contentChanges: [{ range: { start: { line, character: 0 }, end: { line, character: old.length } }, text: next }],
  });
  const result = await done;
  latencies.push(performance.now() - started);
  // The result is the right one: one finding per invalid name.
  const expected = lines.filter((l) => l.includes('name: Bad_')).length;
  const found = result.diagnostics.filter((d) => d.code === 'metadata/name-invalid').length;
  if (found !== expected) throw new Error(`version ${version}: ${found} name findings, expected ${expected}`);
  await new Promise((r) => setTimeout(r, INTERVAL));
}
const mem = memory(child.pid!);
await connection.sendRequest(ShutdownRequest.type);
await connection.sendNotification(ExitNotification.type);
connection.dispose();

const sorted = [...latencies].sort((a, b) => a - b);
const fmt = (n: number): string => n.toFixed(1);
console.log(`plumbline lsp bench (${fromSource ? 'TypeScript sources via tsx' : 'built CLI'}), node ${process.version}, ${availableParallelism()} cores`);
console.log(`file: ${lines.length} lines, ${DOCUMENTS} documents; first check after didOpen: ${fmt(openMs)} ms (${initial.diagnostics.length} diagnostics)`);
console.log(`didChange → publishDiagnostics over ${latencies.length} edits every ${INTERVAL} ms: p50 ${fmt(percentile(sorted, 50))} ms, p95 ${fmt(percentile(sorted, 95))} ms, max ${fmt(sorted[sorted.length - 1]!)} ms`);
console.log(`server memory: RSS ${fmt(mem.rss)} MB, peak RSS ${fmt(mem.peak)} MB`);
const ok = percentile(sorted, 95) < 25 && mem.peak < 150;
console.log(ok ? 'targets met (p95 < 25 ms, RSS < 150 MB)' : 'TARGETS MISSED (p95 < 25 ms, RSS < 150 MB)');
process.exit(0);
