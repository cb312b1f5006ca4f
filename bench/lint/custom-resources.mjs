#!/usr/bin/env node
// Benchmark of custom resources checked against their CRDs (issue 20). Run from the repository root:
//
//   node bench/lint/custom-resources.mjs [--files 500] [--docs 10] [--runs 3]
//
// Generates Certificates, ServiceMonitors and Widgets (the CRDs of test/fixtures/crds; a tenth with mistakes) into
// bench/.corpus/lint-crs (gitignored), then runs `plumbline lint --crds test/fixtures/crds` on them as a real
// process (one thread and all cores) and prints documents/s, best of --runs. The CRDs are compiled once per run
// (per worker thread), not per document: the run without CRDs beside it shows what the checks cost.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineLine } from '../machine.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const FILES = option('files', 500);
const DOCS = option('docs', 10);
const RUNS = option('runs', 3);
const corpus = path.join(root, 'bench/.corpus/lint-crs');
const crds = path.join(root, 'test/fixtures/crds');
const bin = path.join(root, 'packages/cli/dist/plumbline.js');

if (!existsSync(path.join(root, 'packages/cli/dist/lint-worker.js'))) {
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
}

// A small deterministic generator (mulberry32), so that runs compare.
let seed = 20;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (list) => list[Math.floor(random() * list.length)];

function certificate(i, bad) {
  return `apiVersion: cert-manager.io/v1\nkind: Certificate\nmetadata:\n  name: cert-${i}\n  namespace: apps\nspec:\n  secretName: cert-${i}-tls\n  issuerRef:\n    name: letsencrypt\n    kind: ClusterIssuer\n  dnsNames:\n  - a${i}.example.com\n  - b${i}.example.com\n  privateKey:\n    algorithm: ${bad ? 'RSB' : pick(['RSA', 'ECDSA'])}\n    size: ${bad ? '"2048"' : 2048}\n  usages: [digital signature, key encipherment, server auth]\n`;
}
function monitor(i, bad) {
  return `apiVersion: monitoring.coreos.com/v1\nkind: ServiceMonitor\nmetadata:\n  name: mon-${i}\n  namespace: apps\nspec:\n  selector:\n    matchLabels: {app: web-${i}}\n  sampleLimit: ${bad ? 10 : 1000}\n  targetLimit: 100\n  endpoints:\n  - port: metrics\n    interval: ${bad ? '30 s' : '30s'}\n    scheme: https\n  - port: admin\n    targetPort: 9090\n`;
}
function widget(i, bad) {
  return `apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: widget-${i}\nspec:\n  code: abc-${i}\n  size: ${bad ? 3 : 4}\n  tags: [a, b]\n  ports:\n  - {name: http, port: 80}\n  - {name: https, port: 443}\n  labels: {tier: front}\n  when: "2024-01-02T03:04:05Z"\n`;
}

const stamp = path.join(corpus, '.params.json');
const params = JSON.stringify({ FILES, DOCS, seed: 20 });
if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== params) {
  rmSync(corpus, { recursive: true, force: true });
  mkdirSync(corpus, { recursive: true });
  let n = 0;
  for (let f = 0; f < FILES; f++) {
    const docs = [];
    for (let d = 0; d < DOCS; d++) docs.push(pick([certificate, monitor, widget])(n++, random() < 0.1));
    writeFileSync(path.join(corpus, `crs-${f}.yaml`), docs.join('---\n'));
  }
  writeFileSync(stamp, params);
}
const bytes = Array.from({ length: FILES }, (_, f) => statSync(path.join(corpus, `crs-${f}.yaml`)).size).reduce((a, b) => a + b, 0);
const documents = FILES * DOCS;

function run(extra) {
  let bestMs = Infinity;
  let summary;
  for (let r = 0; r < RUNS; r++) {
    const started = process.hrtime.bigint();
    const out = spawnSync(process.execPath, [bin, 'lint', corpus, '-f', 'json', '--no-progress', '--no-set-rules', ...extra], {
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (out.status !== 0 && out.status !== 1) throw new Error(`plumbline lint failed (${out.status}): ${out.stderr}`);
    summary = JSON.parse(out.stdout).summary;
    bestMs = Math.min(bestMs, ms);
  }
  return { ms: bestMs, summary };
}

const line = (name, m) =>
  `${name.padEnd(40)} ${m.ms.toFixed(0).padStart(7)} ms ${((documents / m.ms) * 1000).toFixed(0).padStart(8)} docs/s ` +
  `${((bytes / 1e6 / m.ms) * 1000).toFixed(2).padStart(6)} MB/s  checked against CRDs: ${Object.values(m.summary.checkedByCrd ?? {}).reduce((a, b) => a + b, 0)}, errors ${m.summary.errors}`;

console.log(machineLine());
console.log(`corpus: ${FILES} files, ${documents} custom resources, ${(bytes / 1e6).toFixed(2)} MB (bench/.corpus/lint-crs)`);
console.log(line('with --crds, one thread', run(['--crds', crds, '--workers', 'off'])));
console.log(line('with --crds, all cores', run(['--crds', crds])));
console.log(line('without CRDs (not checked), one thread', run(['--workers', 'off'])));
