#!/usr/bin/env node
// Benchmark of `plumbline lint` (issue 8). Run from the repository root:
//
//   node bench/lint/run.mjs [--files 2000] [--docs 10] [--runs 3] [--regen]
//
// 1. generates ~20,000 documents of the kinds Plumbline checks in ~2,000 files (a tenth
//    of the files with mistakes) into bench/.corpus/lint (gitignored);
// 2. measures, over the same files: bare js-yaml parsing (one thread, files read from
//    disk; warm in this process, and as a fresh process like the linter's),
//    `plumbline lint` as a real process (all cores, and one thread), and
//    kubernetes-models 4.5 validators (js-yaml parsing + `new Model(obj).validate()`, one
//    thread), as documents/s and MB/s, best of --runs;
// 3. measures the cold wall time of `plumbline lint` on one small file;
// 4. does the same linting over a second corpus, of the kinds most common in real repositories
//    (Deployment, Service, ConfigMap, ServiceAccount, Role/RoleBinding, Ingress, HPA, PDB, CronJob,
//    StatefulSet; a tenth of the files with mistakes) in bench/.corpus/lint-common, and prints its
//    throughput beside the first. `--compare <plumbline.js>` also measures another build (an
//    earlier version's bundle) on both corpora.
// 5. prints each child process's peak memory (resident set, as /usr/bin/time reports it), and
//    the ratio to js-yaml on both corpora;
// 6. then runs bench/lint/synthetic.mjs (the shared synthetic corpus at 20,000 and 200,000
//    documents, with findings switched off for comparison) with the same --runs, unless
//    --no-synthetic is given (--synthetic-docs 20000 to measure one size only).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import jsyaml from 'js-yaml';
import { machineLine } from '../machine.mjs';
import { generateCommonCorpus, generateCorpus, listCorpusFiles } from './generate.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const machineAtStart = machineLine();
const FILES = option('files', 2000);
const DOCS = option('docs', 10);
const RUNS = option('runs', 3);
const corpus = path.join(root, 'bench/.corpus/lint');
const commonCorpus = path.join(root, 'bench/.corpus/lint-common');
const bin = path.join(root, 'packages/cli/dist/plumbline.js');
const compareIndex = args.indexOf('--compare');
const compareBin = compareIndex >= 0 ? path.resolve(args[compareIndex + 1]) : undefined;

if (!existsSync(path.join(root, 'packages/cli/dist/lint-worker.js'))) {
  console.log('building packages/cli/dist …');
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
}

const stamp = path.join(corpus, '.params.json');
const params = JSON.stringify({ FILES, DOCS, seed: 42 });
if (args.includes('--regen') || !existsSync(stamp) || readFileSync(stamp, 'utf8') !== params) {
  console.log(`generating ${FILES} files × ${DOCS} documents into ${path.relative(root, corpus)} …`);
  generateCorpus(corpus, { files: FILES, docsPerFile: DOCS, seed: 42 });
  writeFileSync(stamp, params);
}

const commonStamp = path.join(commonCorpus, '.params.json');
if (args.includes('--regen') || !existsSync(commonStamp) || readFileSync(commonStamp, 'utf8') !== params) {
  console.log(`generating ${FILES} files × ${DOCS} documents of common kinds into ${path.relative(root, commonCorpus)} …`);
  generateCommonCorpus(commonCorpus, { files: FILES, docsPerFile: DOCS, seed: 42 });
  writeFileSync(commonStamp, params);
}

function corpusStats(dir) {
  const list = listCorpusFiles(dir);
  let docs = 0;
  for (const f of list) jsyaml.loadAll(readFileSync(f, 'utf8'), (d) => (d ? docs++ : 0), { schema: jsyaml.CORE_SCHEMA });
  return { list, bytes: list.reduce((n, f) => n + statSync(f).size, 0), docs };
}
const { list: files, bytes, docs: documents } = corpusStats(corpus);
const common = corpusStats(commonCorpus);

// Wall time is what users see; CPU time (user + sys) is also shown because a shared
// machine's load inflates wall times. Best of RUNS for both.
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
let childCpu = 0;
let childPeak = 0;
function best(fn) {
  let min = Infinity;
  let minCpu = Infinity;
  let peak = 0;
  let extra;
  for (let i = 0; i < RUNS; i++) {
    childCpu = -1;
    childPeak = 0;
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    extra = fn();
    min = Math.min(min, performance.now() - t0);
    const c = process.cpuUsage(c0);
    minCpu = Math.min(minCpu, childCpu >= 0 ? childCpu : (c.user + c.system) / 1000);
    peak = Math.max(peak, childPeak);
  }
  return { ms: min, cpu: minCpu, peak, extra };
}

// 1. Bare js-yaml.
const jsYaml = best(() => {
  for (const f of files) jsyaml.loadAll(readFileSync(f, 'utf8'), () => {}, { schema: jsyaml.CORE_SCHEMA });
});

// A process that runs `command`, measured like the linter (wall and CPU of the child).
function processRun(command) {
  return best(() => {
    const r = TIME ? spawnSync(TIME, ['-f', 'cpu %U %S %M', ...command], { encoding: 'utf8', maxBuffer: 1 << 28 }) : spawnSync(command[0], command.slice(1), { encoding: 'utf8', maxBuffer: 1 << 28 });
    if (r.status !== 0 && r.status !== 1) throw new Error(`${command.slice(1).join(' ')} failed (${r.status}): ${r.stderr}`);
    const cpu = /cpu ([\d.]+) ([\d.]+) (\d+)\s*$/.exec(r.stderr);
    if (cpu) {
      childCpu = (Number(cpu[1]) + Number(cpu[2])) * 1000;
      childPeak = Number(cpu[3]) / 1024;
    }
    return r.stdout.trim().split('\n').pop();
  });
}

// 1b. Bare js-yaml as a fresh process (start-up and cold JIT included, like the linter).
const jsYamlProcess = processRun([process.execPath, path.join(root, 'bench/lint/js-yaml-process.mjs'), corpus]);

// 2. plumbline lint, a real process (start-up included).
function lintRun(extraArgs, dir = corpus, which = bin) {
  return processRun([process.execPath, which, 'lint', dir, '--format', 'compact', '--no-progress', ...extraArgs]);
}
const plumbline = lintRun(['--workers', String(availableParallelism())]);
const plumblineAuto = lintRun([]);
const plumblineOne = lintRun(['--workers', 'off']);

// 3. kubernetes-models validators (one thread).
let other;
try {
  const models = {
    'v1/Service': (await import('kubernetes-models/v1/Service')).Service,
    'v1/ConfigMap': (await import('kubernetes-models/v1/ConfigMap')).ConfigMap,
    'v1/Secret': (await import('kubernetes-models/v1/Secret')).Secret,
    'v1/Namespace': (await import('kubernetes-models/v1/Namespace')).Namespace,
    'v1/PersistentVolumeClaim': (await import('kubernetes-models/v1/PersistentVolumeClaim')).PersistentVolumeClaim,
    'networking.k8s.io/v1/Ingress': (await import('kubernetes-models/networking.k8s.io/v1/Ingress')).Ingress,
    'coordination.k8s.io/v1/Lease': (await import('kubernetes-models/coordination.k8s.io/v1/Lease')).Lease,
    'storage.k8s.io/v1/StorageClass': (await import('kubernetes-models/storage.k8s.io/v1/StorageClass')).StorageClass,
  };
  other = best(() => {
    let invalid = 0;
    let unknown = 0;
    for (const f of files) {
      jsyaml.loadAll(
        readFileSync(f, 'utf8'),
        (doc) => {
          if (!doc) return;
          const Model = models[`${doc.apiVersion}/${doc.kind}`];
          if (!Model) {
            unknown++;
            return;
          }
          try {
            new Model(doc).validate();
          } catch {
            invalid++;
          }
        },
        { schema: jsyaml.CORE_SCHEMA },
      );
    }
    return `${invalid} documents invalid, ${unknown} of unknown kinds`;
  });
} catch (error) {
  other = { error: `kubernetes-models could not be loaded: ${error.message}` };
}

// 4. The second corpus: the common kinds, most of them checked by their published schema.
const commonYaml = best(() => {
  for (const f of common.list) jsyaml.loadAll(readFileSync(f, 'utf8'), () => {}, { schema: jsyaml.CORE_SCHEMA });
});
const commonOne = lintRun(['--workers', 'off'], commonCorpus);
const commonAuto = lintRun([], commonCorpus);
const compared = compareBin
  ? { first: lintRun(['--workers', 'off'], corpus, compareBin), common: lintRun(['--workers', 'off'], commonCorpus, compareBin) }
  : undefined;

// 5. Cold start on one small file: as users start it (with the compile cache the build wrote beside the bundle),
// and without the cache (the first run of a new Node version, or a folder that cannot be written), alternating.
const small = files[0];
const cold = [];
const uncached = [];
for (let i = 0; i < 7; i++) {
  for (const [times, cache] of [
    [cold, undefined],
    [uncached, 'off'],
  ]) {
    const env = cache ? { ...process.env, PLUMBLINE_COMPILE_CACHE: cache } : process.env;
    const t0 = performance.now();
    spawnSync(process.execPath, [bin, 'lint', small, '--no-progress'], { encoding: 'utf8', env });
    times.push(performance.now() - t0);
  }
}
cold.sort((a, b) => a - b);
uncached.sort((a, b) => a - b);
const nodeOnly = [];
for (let i = 0; i < 5; i++) {
  const t0 = performance.now();
  spawnSync(process.execPath, ['-e', '0']);
  nodeOnly.push(performance.now() - t0);
}
nodeOnly.sort((a, b) => a - b);

const peakText = (m) => (m.peak ? `  peak ${m.peak.toFixed(0)} MB` : '');
const mb = bytes / 1e6;
const rate = (ms) => ({ docs: documents / (ms / 1000), mbs: mb / (ms / 1000) });
const fmt = (name, m, note = '') => {
  const r = rate(m.ms);
  return `${name.padEnd(36)} ${m.ms.toFixed(0).padStart(7)} ms ${r.docs.toFixed(0).padStart(8)} docs/s ${r.mbs.toFixed(2).padStart(6)} MB/s   cpu ${m.cpu.toFixed(0).padStart(6)} ms${peakText(m)}${note ? `  ${note}` : ''}`;
};

console.log('');
console.log(machineAtStart);
// No load generator runs beside the linter: this process waits (spawnSync) while each
// measured process runs; the machine's other processes may still share its cores.
console.log(`load generator: none concurrent (the bench waits while each run goes); load average ${loadavg().map((n) => n.toFixed(2)).join(' ')} after the runs`);
console.log(`corpus:  ${files.length} files, ${documents} documents, ${mb.toFixed(2)} MB (bench/.corpus/lint)`);
console.log(`best of ${RUNS} runs:`);
console.log(fmt('js-yaml parse (1 thread)', jsYaml));
console.log(fmt('js-yaml parse (fresh process)', jsYamlProcess));
console.log(fmt('plumbline lint (all cores, process)', plumbline));
console.log(fmt('plumbline lint (--workers off, process)', plumblineOne));
console.log(fmt('plumbline lint (default: --workers auto)', plumblineAuto));
if (other.error) console.log(`kubernetes-models: ${other.error}`);
else console.log(fmt('kubernetes-models 4.5 (1 thread)', other, other.extra));
console.log(`plumbline: ${plumbline.extra}`);
console.log('');
console.log(`ratio plumbline (all cores) / js-yaml:           ${(jsYaml.ms / plumbline.ms).toFixed(2)}×  (target ≥ 0.6×)`);
console.log(`ratio plumbline (default) / js-yaml:             ${(jsYaml.ms / plumblineAuto.ms).toFixed(2)}×`);
console.log(`ratio plumbline (all cores) / js-yaml process:   ${(jsYamlProcess.ms / plumbline.ms).toFixed(2)}×  (both fresh processes)`);
if (!other.error) console.log(`ratio plumbline (all cores) / kubernetes-models: ${(other.ms / plumbline.ms).toFixed(2)}×  (target ≥ 5×)`);
const commonMb = common.bytes / 1e6;
const fmtCommon = (name, m) => `${name.padEnd(36)} ${m.ms.toFixed(0).padStart(7)} ms ${(common.docs / (m.ms / 1000)).toFixed(0).padStart(8)} docs/s ${(commonMb / (m.ms / 1000)).toFixed(2).padStart(6)} MB/s   cpu ${m.cpu.toFixed(0).padStart(6)} ms${peakText(m)}`;
console.log('');
console.log(`second corpus: ${common.list.length} files, ${common.docs} documents, ${commonMb.toFixed(2)} MB of common kinds (bench/.corpus/lint-common)`);
console.log(fmtCommon('js-yaml parse (1 thread)', commonYaml));
console.log(fmtCommon('plumbline lint (--workers off, process)', commonOne));
console.log(fmtCommon('plumbline lint (default: --workers auto)', commonAuto));
console.log(`plumbline: ${commonAuto.extra}`);
console.log(`ratio plumbline (best of the two) / js-yaml:      ${(commonYaml.ms / Math.min(commonOne.ms, commonAuto.ms)).toFixed(2)}×`);
console.log('');
console.log('throughput, --workers off:          first corpus      common kinds');
console.log(`  plumbline                      ${(documents / (plumblineOne.ms / 1000)).toFixed(0).padStart(8)} docs/s   ${(common.docs / (commonOne.ms / 1000)).toFixed(0).padStart(8)} docs/s`);
if (compared) {
  console.log(`  ${path.relative(root, compareBin).slice(-28).padEnd(28)} ${(documents / (compared.first.ms / 1000)).toFixed(0).padStart(8)} docs/s   ${(common.docs / (compared.common.ms / 1000)).toFixed(0).padStart(8)} docs/s`);
  console.log(`  ratio (this / compared)        ${(compared.first.ms / plumblineOne.ms).toFixed(2).padStart(8)}×          ${(compared.common.ms / commonOne.ms).toFixed(2).padStart(8)}×   (target ≥ 0.90×)`);
}
console.log('');
console.log(`cold start, one small file: min ${cold[0].toFixed(0)} ms, median ${cold[3].toFixed(0)} ms (bare \`node -e 0\`: ${nodeOnly[0].toFixed(0)} ms; target < 120 ms, issue 18)`);
console.log(`  without the compile cache (PLUMBLINE_COMPILE_CACHE=off): min ${uncached[0].toFixed(0)} ms, median ${uncached[3].toFixed(0)} ms`);

// 6. The shared synthetic corpus (issue 18), in its own script: its figures follow these.
if (!args.includes('--no-synthetic')) {
  const sizes = args.includes('--synthetic-docs') ? ['--docs', args[args.indexOf('--synthetic-docs') + 1]] : [];
  console.log('');
  const r = spawnSync(process.execPath, [path.join(root, 'bench/lint/synthetic.mjs'), '--runs', String(RUNS), ...sizes], { stdio: 'inherit' });
  if (r.status !== 0) process.exitCode = r.status ?? 1;
}
