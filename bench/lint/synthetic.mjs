#!/usr/bin/env node
// `plumbline lint` on the synthetic corpus of ../shared/bench/synthetic-gen.mjs (issue 18): a
// repository shaped like real ones, where many documents carry a finding of some severity.
// Run from the repository root, after `npm run build`:
//
//   node bench/lint/synthetic.mjs [--docs 20000,200000] [--runs 3] [--compare <other plumbline.js>]
//
// For each size it generates the corpus once into bench/.corpus/synthetic-<docs> (gitignored),
// then measures in one run: a bare js-yaml `loadAll` of the same files, both in this process
// (one thread, warm: the parse alone) and as a fresh process (js-yaml-process.mjs: start-up,
// reading and a cold JIT included, as the table measured it, with its peak memory),
// and `plumbline lint --workers off` and the default as child processes, with the child's
// wall time, CPU time and peak resident memory as /usr/bin/time reports them (not an
// estimate). It prints documents/s, MB/s, peak memory, the ratio to js-yaml both ways, and
// how the documents/s of the largest size compare with the smallest.
//
// At the smallest size it also measures the same corpus with findings switched off: the
// generator's corpus with `--error-rate 0` (same seed, so the same files and documents, less
// the injected mistakes) and a configuration that turns off the four rules whose findings the
// clean documents still carry (Secrets in the repository, slices whose Service label names a
// Service elsewhere or whose ports differ from it, Ingress backends whose Service is elsewhere).
// That run reports nothing and does all the other work; it also skips those rules' checks, so it is a little faster
// than "the same work, no findings", which makes the comparison stricter, not kinder. A second run reads the issue's
// words literally: the same corpus, mistakes included, with every rule that reports on it switched off (the rule ids
// come from a JSON run of the corpus). It too skips those rules' checks, on every document. Both comparisons are run
// again with V8 on one thread (`node --single-threaded`), whose CPU time includes the optimizing compiler's and the
// garbage collector's work and varies much less between runs than wall time on a shared machine.
// Runs of the measured commands alternate (one of each, then again), so that a change in the
// machine's load falls on all of them alike.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import jsyaml from 'js-yaml';
import { machineLine } from '../machine.mjs';
import { listCorpusFiles } from './generate.mjs';
import { bin, corpusDir, findingsOffSetup, generate, generator, root } from './synthetic-corpus.mjs';

const args = process.argv.slice(2);
const arg = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const SIZES = String(arg('docs', '20000,200000')).split(',').map(Number);
const RUNS = Number(arg('runs', 3));
const compare = arg('compare', undefined);
const TIME = '/usr/bin/time';

if (!existsSync(generator)) {
  console.error(`synthetic.mjs: ${generator} is missing (the shared folder beside the repository)`);
  process.exit(2);
}
if (!existsSync(TIME)) {
  console.error("synthetic.mjs: /usr/bin/time is missing (Debian package `time`): it reports the child's peak memory");
  process.exit(2);
}
if (!existsSync(bin)) execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });

console.log(machineLine());
console.log('load generator: none concurrent (each run waits for the previous one; the commands alternate)');

/**
 * Wall ms, CPU ms and peak RSS MB of child processes, by name: RUNS rounds, one run of each
 * command per round; the best of the rounds for time (and every round's, for medians), the
 * largest peak. Also the last line of standard output (the summary).
 */
function children(commands) {
  const out = {};
  for (const name of Object.keys(commands)) out[name] = { wall: Infinity, cpu: Infinity, peak: 0, summary: '', walls: [], cpus: [] };
  for (let i = 0; i < RUNS; i++) {
    for (const [name, command] of Object.entries(commands)) {
      const r = spawnSync(TIME, ['-f', 'plumbline-time %e %U %S %M', ...command], { encoding: 'utf8', maxBuffer: 1 << 30 });
      const m = /plumbline-time ([\d.]+) ([\d.]+) ([\d.]+) (\d+)\s*$/.exec(r.stderr);
      if (!m || (r.status !== 0 && r.status !== 1)) throw new Error(`${command.join(' ')} failed (${r.status}): ${r.stderr.slice(-2000)}`);
      const row = out[name];
      row.walls.push(Number(m[1]) * 1000);
      row.cpus.push((Number(m[2]) + Number(m[3])) * 1000);
      row.wall = Math.min(row.wall, row.walls.at(-1));
      row.cpu = Math.min(row.cpu, row.cpus.at(-1));
      row.peak = Math.max(row.peak, Number(m[4]) / 1024);
      row.summary = r.stdout.trimEnd().split('\n').pop();
    }
  }
  return out;
}

/** The middle value of `values` (the mean of the two middle ones for an even count). */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const half = sorted.length >> 1;
  return sorted.length % 2 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
}

const results = [];
for (const docs of SIZES) {
  const dir = corpusDir(docs);
  generate(dir, docs);
  const withOff = docs === SIZES[0];
  const { clean, offConfig, sameOffConfig, rulesOff } = withOff ? findingsOffSetup(docs) : { rulesOff: 0 };
  const files = listCorpusFiles(dir);
  const bytes = files.reduce((n, f) => n + statSync(f).size, 0);
  let parsed = 0;
  let jsYamlMs = Infinity;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    parsed = 0;
    for (const f of files) jsyaml.loadAll(readFileSync(f, 'utf8'), (d) => (d ? parsed++ : 0), { schema: jsyaml.CORE_SCHEMA });
    jsYamlMs = Math.min(jsYamlMs, performance.now() - t0);
  }
  const lint = (which, extra, over = dir, node = []) => [
    process.execPath,
    ...node,
    which,
    'lint',
    over,
    '--format',
    'compact',
    '--no-progress',
    ...extra,
  ];
  // The same runs with V8 on one thread: compiling and collecting happen on the main thread, so its CPU time counts all
  // the work, and varies far less from run to run than a run whose helper threads share two vCPUs with other load.
  // V8 rejects a code cache written under other flags: the launcher keeps one cache per set of V8 flags
  // (launch/compile-cache.ts), so these runs and the others, alternating, each take their own.
  const oneThreadRun = (extra, over) => lint(bin, extra, over, ['--single-threaded']);
  // One unmeasured run for each cache the measured runs use, so that none of them is the run that writes it (at the
  // first size; the caches serve the larger sizes too).
  if (withOff) {
    const warmUp = [lint(bin, ['--workers', 'off']), oneThreadRun(['--workers', 'off'], dir)];
    if (compare) warmUp.push(lint(compare, ['--workers', 'off']));
    for (const [command, ...args] of warmUp) spawnSync(command, args, { stdio: 'ignore' });
  }
  const measured = children({
    jsYaml: [process.execPath, path.join(root, 'bench/lint/js-yaml-process.mjs'), dir],
    one: lint(bin, ['--workers', 'off']),
    auto: lint(bin, []),
    ...(withOff ? { off: lint(bin, ['--workers', 'off', '--config', offConfig], clean) } : {}),
    ...(withOff ? { offSame: lint(bin, ['--workers', 'off', '--config', sameOffConfig]) } : {}),
    ...(withOff ? { oneV8: oneThreadRun(['--workers', 'off'], dir) } : {}),
    ...(withOff ? { offV8: oneThreadRun(['--workers', 'off', '--config', offConfig], clean) } : {}),
    ...(withOff ? { offSameV8: oneThreadRun(['--workers', 'off', '--config', sameOffConfig], dir) } : {}),
    ...(compare ? { compared: lint(compare, ['--workers', 'off']) } : {}),
  });
  const row = { docs: parsed, files: files.length, mb: bytes / 2 ** 20, jsYamlMs, ...measured };
  results.push(row);

  const rate = (ms) => Math.round((row.docs / ms) * 1000);
  const line = (name, r) =>
    `${name.padEnd(36)} ${String(Math.round(r.wall)).padStart(7)} ms  ${String(rate(r.wall)).padStart(7)} docs/s  ` +
    `${(row.mb / (r.wall / 1000)).toFixed(2).padStart(6)} MB/s  cpu ${String(Math.round(r.cpu)).padStart(7)} ms  peak ${Math.round(r.peak)} MB`;
  console.log(`\nsynthetic corpus: ${row.files} files, ${row.docs} documents, ${row.mb.toFixed(1)} MB (${path.relative(root, dir)})`);
  console.log(
    `${'js-yaml loadAll (1 thread, in process)'.padEnd(36)} ${String(Math.round(jsYamlMs)).padStart(7)} ms  ${String(rate(jsYamlMs)).padStart(7)} docs/s`,
  );
  console.log(line('js-yaml loadAll (fresh process)', row.jsYaml));
  console.log(line('plumbline lint --workers off', row.one));
  console.log(line('plumbline lint (default)', row.auto));
  if (row.compared) console.log(line(`compared: ${path.relative(root, compare)}`, row.compared));
  if (row.off) {
    console.log(line('findings off (--workers off)', row.off));
    console.log(`  its summary: ${row.off.summary.replace(/^.*; /, '')}`);
    console.log(`  with findings: ${row.one.summary.replace(/^.*; /, '')}`);
    console.log(line(`off, same corpus (${rulesOff} rules off)`, row.offSame));
    console.log(`  its summary: ${row.offSame.summary.replace(/^.*; /, '')}`);
    const ratios = (off) =>
      `wall ${(row.one.wall / off.wall).toFixed(2)}× (medians ${(median(row.one.walls) / median(off.walls)).toFixed(2)}×), ` +
      `CPU ${(row.one.cpu / off.cpu).toFixed(2)}× (medians ${(median(row.one.cpus) / median(off.cpus)).toFixed(2)}×)`;
    console.log(`with findings / findings off (corpus without mistakes), --workers off: ${ratios(row.off)}  (target ≤ 1.10×)`);
    console.log(`with findings / findings off (same corpus), --workers off: ${ratios(row.offSame)}  (target ≤ 1.10×)`);
    console.log(line('V8 on one thread: with findings', row.oneV8));
    console.log(line('V8 on one thread: findings off', row.offV8));
    console.log(line('V8 on one thread: off, same corpus', row.offSameV8));
    const cpuRatio = (off) =>
      `${(row.oneV8.cpu / off.cpu).toFixed(2)}× (medians ${(median(row.oneV8.cpus) / median(off.cpus)).toFixed(2)}×)`;
    console.log(
      `with findings / findings off, V8 on one thread, CPU: ${cpuRatio(row.offV8)} (corpus without mistakes), ` +
        `${cpuRatio(row.offSameV8)} (same corpus)`,
    );
  }
  const best = Math.min(row.one.wall, row.auto.wall);
  console.log(
    `ratio plumbline (best of the two) / js-yaml: ${(row.jsYaml.wall / best).toFixed(2)}× against the fresh process, ` +
      `${(jsYamlMs / best).toFixed(2)}× against the warm in-process parse  (target ≥ 0.4×)`,
  );
  console.log(`peak memory: ${Math.round(Math.max(row.one.peak, row.auto.peak))} MB  (target < 300 MB at 200,000 documents)`);
}
if (results.length > 1) {
  const rate = (r) => r.docs / Math.min(r.one.wall, r.auto.wall);
  const first = results[0];
  const last = results[results.length - 1];
  console.log(`\ndocuments/s at ${last.docs} against ${first.docs} documents: ${(rate(last) / rate(first)).toFixed(2)}×  (target ≥ 0.9×)`);
}
