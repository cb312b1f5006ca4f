#!/usr/bin/env node
// Instructions that `plumbline lint` executes on the synthetic corpus with and without findings (issue 18's findings
// target), counted by valgrind's callgrind. Run from the repository root, after `npm run build`, on a machine with
// valgrind (Debian package `valgrind`):
//
//   node bench/lint/instructions.mjs [--docs 20000]
//
// Why count instructions: on a shared 2-vCPU machine the wall time of one run moves by 3 to 10 % between series, more
// than most changes to the findings' handling are worth. The count of one run under callgrind repeats within 0.01 %
// (with V8 on one thread and the compile cache written), so a change of a few tenths of a percent shows. It is not
// wall time: it weighs every instruction alike, and it counts the optimizing compiler's work, which a normal run does
// on a helper thread. So it is split: the optimizing compiler, the garbage collector, and the rest (interpreted and
// compiled JavaScript, built-in functions, the runtime), by the symbol each instruction belongs to.
//
// The three commands are synthetic.mjs's: the corpus with its findings, the corpus without mistakes with the four rules
// that still report on it off, and the same corpus with every rule that reports on it off. Each runs as
// `node --single-threaded` (compiling and collecting on the main thread, in the order a run meets them), once under
// `valgrind --tool=none` to write the compile cache V8 keeps for the flags and CPU features it sees there, then once
// under callgrind.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bin, findingsOffSetup, root } from './synthetic-corpus.mjs';

/** The parts instructions are counted in, by the symbol of the function they belong to. */
export const CATEGORIES = ['optimizing compiler', 'garbage collector', 'the rest'];

const COMPILER =
  /v8::internal::compiler::|turboshaft|v8::internal::maglev::|v8::internal::(?:Pipeline|TurbofanCompilationJob|OptimizedCompilationJob|JSHeapBroker)/;
const COLLECTOR =
  /v8::internal::(?:Scavenger|Heap::|MarkCompact|Marking|ConcurrentMarking|IncrementalMarking|Sweeper|Evacuat|GCTracer|MemoryChunk|MemoryAllocator|SemiSpace|PagedSpace|RememberedSet|SlotSet|PretenuringHandler|IterateAndScavenge|ScavengeVisitor)|heap::base::|cppgc::/;

/** The category of a function, by its symbol as callgrind_annotate prints it. */
export function categoryOf(symbol) {
  if (COMPILER.test(symbol)) return 'optimizing compiler';
  if (COLLECTOR.test(symbol)) return 'garbage collector';
  return 'the rest';
}

/**
 * Instructions by category from `callgrind_annotate --threshold=100 --auto=no` output: each line after the totals is a count,
 * its share, and `file:function [object]`. The categories add up to the program's total, which is returned too.
 */
export function parseAnnotate(text) {
  const byCategory = Object.fromEntries(CATEGORIES.map((c) => [c, 0]));
  let total;
  for (const line of text.split('\n')) {
    const m = /^\s*([\d,]+) \([ \d.]+%\)\s+(.*)$/.exec(line);
    if (!m) continue;
    const count = Number(m[1].replaceAll(',', ''));
    if (m[2] === 'PROGRAM TOTALS') total = count;
    else byCategory[categoryOf(m[2])] += count;
  }
  if (total === undefined) throw new Error('callgrind_annotate printed no PROGRAM TOTALS line');
  // Every function is listed (threshold 100 %), so the parts add up to the total: if not, the format has changed.
  const listed = Object.values(byCategory).reduce((a, b) => a + b, 0);
  if (Math.abs(listed - total) > total * 0.005) throw new Error(`callgrind_annotate listed ${listed} of ${total} instructions`);
  return { total, byCategory };
}

/** Runs a command and resolves with its exit code, or rejects with its standard error's end when it cannot run. */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 || code === 1 ? resolve(code) : reject(new Error(`${command} ${args.join(' ')}: exit ${code}\n${stderr}`)),
    );
  });
}

/** The instructions of `node --single-threaded <args>` under callgrind, by category. */
export async function countInstructions(args, scratch) {
  const out = path.join(scratch, `callgrind.${process.pid}.${Math.random().toString(36).slice(2)}`);
  const node = [process.execPath, '--single-threaded', ...args];
  await run('valgrind', ['--tool=none', '--smc-check=all-non-file', ...node]);
  await run('valgrind', ['--tool=callgrind', '--smc-check=all-non-file', `--callgrind-out-file=${out}`, ...node]);
  const annotate = spawnSync('callgrind_annotate', ['--threshold=100', '--auto=no', out], { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (annotate.status !== 0) throw new Error(`callgrind_annotate failed: ${annotate.stderr}`);
  return parseAnnotate(annotate.stdout);
}

/** Millions, with thousands separators. */
function millions(count) {
  return `${Math.round(count / 1e6).toLocaleString('en-US')} M`;
}

async function main() {
  const args = process.argv.slice(2);
  const docs = Number(args.includes('--docs') ? args[args.indexOf('--docs') + 1] : 20000);
  for (const tool of ['valgrind', 'callgrind_annotate']) {
    // callgrind_annotate answers --version with exit code 255: only a failure to start means it is missing.
    if (spawnSync(tool, ['--version'], { stdio: 'ignore' }).error) {
      console.error(`instructions.mjs: ${tool} is missing (Debian package \`valgrind\`)`);
      process.exit(2);
    }
  }
  const { dir, clean, offConfig, sameOffConfig, rulesOff } = findingsOffSetup(docs);
  const lint = (over, extra = []) => [bin, 'lint', over, '--format', 'compact', '--no-progress', '--workers', 'off', ...extra];
  const commands = {
    'with findings': lint(dir),
    'findings off (corpus without mistakes)': lint(clean, ['--config', offConfig]),
    [`off, same corpus (${rulesOff} rules off)`]: lint(dir, ['--config', sameOffConfig]),
  };
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'plumbline-instructions-'));
  try {
    // The counts do not depend on timing, so the runs share the machine's cores.
    const names = Object.keys(commands);
    const counts = {};
    const parallel = Math.max(1, Math.min(names.length, os.availableParallelism()));
    let next = 0;
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        while (next < names.length) {
          const name = names[next++];
          counts[name] = await countInstructions(commands[name], scratch);
        }
      }),
    );
    console.log(`instructions of \`node --single-threaded … lint --workers off\` on ${path.relative(root, dir)} (callgrind, one run each)`);
    for (const name of names) {
      const c = counts[name];
      const parts = CATEGORIES.map((k) => `${k} ${millions(c.byCategory[k])}`).join(', ');
      console.log(`  ${name.padEnd(40)} ${millions(c.total).padStart(9)}  (${parts})`);
    }
    const on = counts[names[0]];
    const withoutCompiler = (c) => c.total - c.byCategory['optimizing compiler'];
    for (const name of names.slice(1)) {
      const off = counts[name];
      console.log(
        `with findings / ${name}: ${(on.total / off.total).toFixed(3)}×, ` +
          `without the optimizing compiler ${(withoutCompiler(on) / withoutCompiler(off)).toFixed(3)}×  (target of wall time ≤ 1.10×)`,
      );
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  });
}
