import { closeSync, existsSync, mkdirSync, openSync, statSync, writeSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { getEngine, setRuleFields, type SetInput, type Severity } from '@plumbline/core';
import { getFormatter, SOURCE_LINE_FORMATS, UsageError } from '../formatters/index.js';
import { escapeControl } from '../formatters/shared.js';
import type { FileResult, FormatOptions, Summary } from '../formatters/types.js';
import {
  collectInputs,
  describeFsError,
  InputError,
  loadConfig,
  readInput,
  readInputMentioning,
  toValidateOptions,
  crdsInText,
  emptySources,
  loadCustomResourceSources,
  type CrdLoadProblem,
  type PlumblineConfig,
  type IgnoreSet,
  type InputFile,
  type StoredObjectIndex,
} from '@plumbline/host';
import { fixPath, inputText, lintPath, lintSource, unreadable, type LintJobOptions } from '../lint/lint-file.js';
import { Progress } from '../lint/progress.js';
import { renderHelm, renderKustomize } from '../lint/render.js';
import { packResult, ResultStore, summarise, summaryOf, type PackedResult } from '../lint/results.js';
import { hasSetRules, runSetRules } from '../lint/set-rules.js';
import { deletedResults, loadOldFromGit, loadOldFromPaths } from '../lint/update.js';
import { VERSION } from '../version.js';

/** Exit codes: 0 clean, 1 errors (or too many warnings), 2 usage, configuration or I/O error. */
export const EXIT = { clean: 0, findings: 1, usage: 2 } as const;

export interface OutputTarget {
  format: string;
  /** Write to this file instead of standard output. */
  file?: string;
}

export interface LintCommandOptions {
  outputs: OutputTarget[];
  color: boolean;
  cwd?: string;
  /** `--config <file>`; otherwise `.plumbline.yaml` is searched upward from the working directory. */
  config?: string;
  ignore?: string[];
  gitignore?: boolean;
  maxWarnings?: number;
  reportUnusedDisables?: Severity | 'off';
  /** `--old <path>` (repeatable): stored versions from files. */
  old?: string[];
  /** `--base <git-ref>`: stored versions from a git revision. */
  base?: string;
  /** `--crds <path>` (repeatable): CRD files or folders, or kubeconform schema catalogs. */
  crds?: string[];
  /** `--shard i/n`. */
  shard?: string;
  /** `auto` (default), `0`/`off` for none, or a thread count. */
  workers?: string;
  quiet?: boolean;
  stdinFilename?: string;
  /** Use the js-yaml fast path (default true; results are the same). */
  fast?: boolean;
  /** Run the set-level (reference) rules over all resources of the run (default true). */
  setRules?: boolean;
  /** Show a progress bar (default: when standard error is a terminal). */
  progress?: boolean;
  /** Apply the fixes findings carry and rewrite the files (`--fix`). */
  fix?: boolean;
  /** `--helm <chart>` (repeatable): render with `helm template` and lint the output. */
  helm?: string[];
  /** `--values <file>` (repeatable): values files for every `--helm` chart. */
  values?: string[];
  /** `--kustomize <folder>` (repeatable): render with `kustomize build` (or `kubectl kustomize`) and lint the output. */
  kustomize?: string[];
  /** Show infos (default true; `--no-infos`, and `--quiet`, hide them). */
  infos?: boolean;
}

export interface LintIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  stderrIsTTY?: boolean;
}

/** Inputs of at least this many files are spread over threads (when there is more than one core). */
const WORKER_MIN_FILES = 200;
/** Input size that makes one more thread pay for its start-up; see workerCount. */
const WORKER_MIN_BYTES_PER_EXTRA_THREAD = 16 * 1024 * 1024;
const BATCH_FILES = 16;
/**
 * Inputs up to this size in all are read once: the scan for CRDs and policies keeps their bytes for a one-thread lint
 * (reading every file twice cost about 2 % of the CPU of 20,000 documents). Larger inputs are read twice: keeping even
 * part of them raised the peak at 200,000 documents by 30 MB, against issue 18's bound of 300 MB.
 */
const PREFETCH_BYTES = 16 * 1024 * 1024;

export async function runLint(paths: readonly string[], options: LintCommandOptions, io: LintIO): Promise<number> {
  // A file's parse and check objects die as soon as its result is stored. When one file lives
  // long enough for its objects to survive young-generation collections, V8 starts allocating
  // from those sites in the old generation, which then fills with garbage until a full
  // collection: about 150 MB of heap with 35 MB live at 200,000 documents. Off, the peak drops
  // by 60 MB at no measurable cost in time (docs/cli.md, benchmark).
  setFlagsFromString('--no-allocation-site-pretenuring');
  const cwd = options.cwd ?? process.cwd();
  const outputs = options.outputs.length > 0 ? options.outputs : [{ format: 'stylish' }];
  const formatters = outputs.map((o) => ({ ...o, formatter: getFormatter(o.format) }));
  if (options.old && options.base) throw new UsageError('--old and --base cannot be used together');
  let inputs = [...paths];
  const rendered = [...(options.helm ?? []), ...(options.kustomize ?? [])].length > 0;
  if (inputs.length === 0) {
    if (options.base) inputs = ['.'];
    else if (!rendered)
      throw new UsageError(
        'no input: give files, directories, globs, or - for standard input (or --helm <chart>, ' + '--kustomize <folder>)',
      );
  }
  if (options.values?.length && !options.helm?.length) throw new UsageError('--values is for --helm charts: give --helm <chart>');
  if (options.fix && rendered) throw new UsageError('--fix rewrites files: it cannot take rendered --helm or --kustomize output');
  const shard = parseShard(options.shard);
  if (options.fix && inputs.includes('-')) throw new UsageError('--fix rewrites files: it cannot take standard input');

  const engine = getEngine();
  const { config, path: configPath } = loadConfig(options.config ? path.resolve(cwd, options.config) : cwd, {
    knownRuleIds: (id) => engine.rule(id) !== undefined,
  });
  const ignores: IgnoreSet[] = [];
  if (config.ignore?.length && configPath) ignores.push({ patterns: config.ignore, base: path.dirname(configPath) });
  if (options.ignore?.length) ignores.push({ patterns: options.ignore, base: cwd });
  const job: LintJobOptions = {
    validate: toValidateOptions(config),
    reportUnusedDisables: options.reportUnusedDisables ?? config.reportUnusedDisables ?? 'off',
    fast: options.fast !== false,
    sourceLines: outputs.some((o) => SOURCE_LINE_FORMATS.has(o.format)),
  };
  // A shard sees part of the resources: references into other shards would look missing.
  const setRules = options.setRules !== false && !shard && hasSetRules(job.validate);
  // A rule that reads every kind (`reads: ['*']`, the admission policy family) needs whole
  // objects, but only in a run that has policies: until the inputs show one, only the policies
  // themselves are kept whole, next to the other rules' index entries (docs/cli.md).
  let policyFamily = false;
  if (setRules) {
    const fields = setRuleFields(job.validate);
    policyFamily = fields['*'] === true;
    if (policyFamily) {
      delete fields['*'];
      fields[POLICY_KIND] = true;
    }
    job.keepForSetRules = fields;
  }
  const maxWarnings = options.maxWarnings ?? config.maxWarnings;

  let oldIndex: StoredObjectIndex | undefined;
  if (options.old) oldIndex = await loadOldFromPaths(options.old, cwd, ignores);
  if (options.base)
    oldIndex = loadOldFromGit(
      options.base,
      cwd,
      inputs.filter((p) => p !== '-'),
    ).index;

  const collected =
    inputs.length === 0
      ? { files: [], problems: [] }
      : await collectInputs(inputs, {
          cwd,
          ignores,
          gitignore: options.gitignore !== false,
          ...(options.stdinFilename ? { stdinFilename: options.stdinFilename } : {}),
        });
  let files = collected.files;
  if (files.length === 0 && collected.problems.length === 0 && !rendered)
    io.stderr(`plumbline: no manifest files (.yaml, .yml, .json) found in ${inputs.join(' ')}\n`);
  if (shard) files = files.filter((_, i) => i % shard.count === shard.index - 1);
  // Read problems of the inputs and of the CRDs, reported with the files.
  const early: FileResult[] = collected.problems.map((p) => unreadable(p.path, p.message));
  // Rendered charts and kustomizations: one stream each, linted like standard input (after the files).
  const renderedInputs = [
    ...(options.helm ?? []).map((chart) => renderHelm(chart, options.values ?? [], cwd)),
    ...(options.kustomize ?? []).map((dir) => renderKustomize(dir, cwd)),
  ];
  // The scan reads every file; when they are no more than PREFETCH_BYTES in all, their bytes wait for the lint, which
  // then reads them no more. Past that, none wait: a large run keeps its memory bound.
  const prefetched = new Map<string, Buffer>();
  let prefetchedBytes = 0;
  const prefetch = (file: InputFile, bytes: Buffer): void => {
    if (prefetchedBytes > PREFETCH_BYTES) return;
    prefetchedBytes += bytes.length;
    if (prefetchedBytes > PREFETCH_BYTES) prefetched.clear();
    else prefetched.set(file.path, bytes);
  };
  const scanned = scanInputs(config, configPath, options, cwd, files, renderedInputs, early, prefetch);
  const smallRun = prefetchedBytes <= PREFETCH_BYTES;
  if (scanned.customResources) job.customResources = scanned.customResources;
  const wholeObjects = policyFamily && scanned.mentionsPolicies;
  if (wholeObjects) job.keepForSetRules = { '*': true };

  const store = new ResultStore();
  try {
    return await lintAndReport();
  } finally {
    store.close();
  }

  // One pass over the inputs into the store, the set-level rules over the index they left,
  // then each format written file by file from the store.
  async function lintAndReport(): Promise<number> {
    // Texts for the set-level rules: those that cannot be read twice (standard input, rendered output), and every text
    // of a small run.
    const kept = new Map<string, string>();
    let order = 0;
    let asObjects = false;
    const keep = (packed: PackedResult, at: number): void => {
      if (packed.keptText !== undefined) {
        if (setRules) kept.set(packed.file, packed.keptText);
        delete packed.keptText;
      }
      store.add(packed, at);
    };
    for (const r of early) keep(packResult(r), order++);
    const first = order;
    order += files.length;

    const progress = new Progress(files.length, options.progress ?? io.stderrIsTTY === true, io.stderr);
    try {
      // Fixing writes files: it stays on the main thread.
      const threads = options.fix ? 1 : workerCount(options.workers, files, oldIndex !== undefined);
      // Worker threads read their own files; fixing reads each file as it rewrites it.
      if (threads > 1 || options.fix) prefetched.clear();
      // A small run keeps its texts for the set pass, which places findings in the texts the lint read without reading
      // the files again or hashing the texts to see that they did not change. (Fixing keeps no texts: it rewrites them.)
      if (setRules && smallRun && threads === 1 && !options.fix) job.textsKept = true;
      // A small run keeps its results as objects too (results.ts).
      asObjects = smallRun;
      if (threads > 1) {
        await runWorkers(files, job, threads, (results, batch) => {
          results.forEach((packed, i) => keep(packed, first + batch * BATCH_FILES + i));
          progress.tick(results.length);
        });
      } else {
        files.forEach((file, i) => {
          const bytes = prefetched.get(file.path);
          prefetched.delete(file.path);
          keep(packResult(options.fix ? fixPath(file, job, oldIndex?.lookup) : lintOne(file, job, oldIndex, bytes), asObjects), first + i);
          progress.tick(1);
        });
      }
    } finally {
      progress.done();
    }

    for (const input of renderedInputs) {
      if (input.text === undefined) {
        keep(packResult(unreadable(input.display, input.error ?? 'nothing was rendered')), order++);
        continue;
      }
      const result = lintSource(input.display, input.text, job);
      if (input.sources) result.sources = input.sources;
      // Kept for the set-level rules, which read the text again to place their findings.
      result.keptText = input.text;
      keep(packResult(result, asObjects), order++);
    }

    let internalErrors = 0;
    if (setRules) {
      // A finding that belongs to no file is a failure of a rule itself: said, never dropped.
      // A policy the text search could not see (standard input, a kind spelled with escapes):
      // the inputs are decoded again for whole objects before the policies are evaluated.
      const rereadWhole = policyFamily && !wholeObjects ? () => wholeSetResources() : undefined;
      for (const d of runSetRules(store, files, kept, job, rereadWhole)) {
        io.stderr(`plumbline: ${d.ruleId}: ${escapeControl(d.message)}\n`);
        internalErrors += 1;
      }
    }
    kept.clear();

    /** Every resource of the run with its whole object, read and decoded again. */
    function wholeSetResources(): SetInput[] {
      const whole: LintJobOptions = { ...job, keepForSetRules: { '*': true } };
      const out: SetInput[] = [];
      for (const file of files) {
        let text = kept.get(file.display);
        if (text === undefined && file.path !== '-') {
          try {
            text = readInput(file);
          } catch {
            continue; // Reported by the first pass.
          }
        }
        if (text !== undefined) out.push(...(lintSource(file.display, text, whole, oldIndex?.lookup).setResources ?? []));
      }
      for (const input of renderedInputs) {
        if (input.text !== undefined) out.push(...(lintSource(input.display, input.text, whole).setResources ?? []));
      }
      return out;
    }

    const tallies = store.tallies();
    let pairing: Pick<Summary, 'paired' | 'unpaired' | 'deleted'> | undefined;
    let deleted: FileResult[] = [];
    if (oldIndex) {
      deleted = deletedResults(oldIndex, job.validate);
      const newResources = tallies.reduce((n, t) => n + t.resources, 0);
      const paired = tallies.reduce((n, t) => n + t.updates, 0);
      pairing = { paired, unpaired: newResources - paired, deleted: deleted.reduce((n, r) => n + r.diagnostics.length, 0) };
    }

    const summary = summaryOf([...tallies, { summary: summarise(deleted), resources: 0, updates: 0, fixed: 0 }]);
    if (pairing) Object.assign(summary, pairing);
    if (options.fix) summary.fixed = tallies.reduce((n, t) => n + t.fixed, 0);
    // --quiet shows errors only; --no-infos hides only infos (notes on files that are not checked).
    const hidden = (d: { severity: Severity }): boolean =>
      (options.quiet === true && d.severity !== 'error') || (options.infos === false && d.severity === 'info');
    const filtering = options.quiet === true || options.infos === false;
    function* shown(): Iterable<FileResult> {
      for (const r of store.results()) yield filtering ? { ...r, diagnostics: r.diagnostics.filter((d) => !hidden(d)) } : r;
      for (const r of deleted) yield filtering ? { ...r, diagnostics: r.diagnostics.filter((d) => !hidden(d)) } : r;
    }
    const formatOptions: FormatOptions = { color: options.color, cwd, version: VERSION };
    let writeFailed = false;
    for (const output of formatters) {
      if (output.file) {
        const target = path.resolve(cwd, output.file);
        try {
          mkdirSync(path.dirname(target), { recursive: true });
          const fd = openSync(target, 'w');
          try {
            const out = new ChunkedWriter((text) => writeSync(fd, text));
            output.formatter(shown, summary, { ...formatOptions, color: false }, (text) => out.write(text));
            out.flush();
          } finally {
            closeSync(fd);
          }
        } catch (error) {
          io.stderr(`plumbline: cannot write ${output.file}: ${describeFsError(error)}\n`);
          writeFailed = true;
        }
      } else {
        const out = new ChunkedWriter(io.stdout);
        output.formatter(shown, summary, formatOptions, (text) => out.write(text));
        out.flush();
      }
    }
    if (writeFailed || summary.unreadable > 0 || internalErrors > 0) return EXIT.usage;
    if (summary.errors > 0) return EXIT.findings;
    if (maxWarnings !== undefined && summary.warnings > maxWarnings) {
      io.stderr(`plumbline: ${summary.warnings} warnings, more than --max-warnings ${maxWarnings}\n`);
      return EXIT.findings;
    }
    return EXIT.clean;
  }
}

/** Hands text on in pieces of about CHUNK characters: one write per file would be a system call per file. */
class ChunkedWriter {
  private parts: string[] = [];
  private length = 0;

  constructor(private readonly sink: (text: string) => void) {}

  write(text: string): void {
    this.parts.push(text);
    this.length += text.length;
    if (this.length >= CHUNK) this.flush();
  }

  flush(): void {
    if (this.parts.length === 0) return;
    const text = this.parts.join('');
    this.parts = [];
    this.length = 0;
    this.sink(text);
  }
}

const CHUNK = 64 * 1024;

/**
 * The CRDs of the run: `customResourceDefinitions:` of the configuration (relative to its
 * file), `--crds` (relative to the working directory), and the CRD objects among the inputs
 * themselves (files and rendered output). A CRD path that cannot be read is a read error of
 * the run; problems of input files are reported when they are linted.
 */
/** The kind of admission policies: a run whose inputs have none keeps no whole objects for them. */
const POLICY_KIND = 'ValidatingAdmissionPolicy';
/** What the scan before the lint looks for: a file that mentions neither is not decoded there. */
const SCANNED_KINDS = ['CustomResourceDefinition', POLICY_KIND] as const;

/**
 * The run's CRDs (`gatherCustomResources`) and whether any input mentions admission policies
 * (`ValidatingAdmissionPolicy` in its text, policies and bindings alike): one read of each file.
 */
function scanInputs(
  config: PlumblineConfig,
  configPath: string | undefined,
  options: LintCommandOptions,
  cwd: string,
  files: readonly InputFile[],
  rendered: readonly { text?: string; display: string }[],
  results: FileResult[],
  onBytes: (file: InputFile, bytes: Buffer) => void,
): { customResources: LintJobOptions['customResources']; mentionsPolicies: boolean } {
  let mentionsPolicies = false;
  const alsoScan = (text: string): void => {
    if (!mentionsPolicies && text.includes(POLICY_KIND)) mentionsPolicies = true;
  };
  const customResources = gatherCustomResources(config, configPath, options, cwd, files, rendered, results, alsoScan, onBytes);
  return { customResources, mentionsPolicies };
}

function gatherCustomResources(
  config: PlumblineConfig,
  configPath: string | undefined,
  options: LintCommandOptions,
  cwd: string,
  files: readonly InputFile[],
  rendered: readonly { text?: string; display: string }[],
  results: FileResult[],
  alsoScan: (text: string) => void,
  onBytes: (file: InputFile, bytes: Buffer) => void,
): LintJobOptions['customResources'] {
  const sources = emptySources();
  const problems: CrdLoadProblem[] = [];
  if (config.customResourceDefinitions?.length && configPath) {
    problems.push(...loadCustomResourceSources(config.customResourceDefinitions, path.dirname(configPath), sources).problems);
  }
  if (options.crds?.length) problems.push(...loadCustomResourceSources(options.crds, cwd, sources).problems);
  for (const p of problems) results.push(unreadable(p.path, p.line !== undefined ? `line ${p.line}: ${p.message}` : p.message));
  const ignored: CrdLoadProblem[] = [];
  for (const file of files) {
    if (file.path === '-') continue;
    let text: string | undefined;
    try {
      text = readInputMentioning(file, SCANNED_KINDS, (bytes) => onBytes(file, bytes));
    } catch {
      continue; // Reported when the file is linted.
    }
    if (text === undefined) continue;
    alsoScan(text);
    if (text.includes('CustomResourceDefinition')) sources.crds.push(...crdsInText(text, file.display, ignored));
  }
  for (const input of rendered) {
    if (input.text !== undefined) alsoScan(input.text);
    if (input.text?.includes('CustomResourceDefinition')) sources.crds.push(...crdsInText(input.text, input.display, ignored));
  }
  if (sources.crds.length === 0 && sources.jsonSchemas.length === 0) return undefined;
  return { ...sources, key: `${sources.crds.length}:${sources.jsonSchemas.length}:${process.hrtime.bigint()}` };
}

function lintOne(file: InputFile, job: LintJobOptions, oldIndex: StoredObjectIndex | undefined, bytes?: Buffer): FileResult {
  if (!oldIndex) return lintPath(file, job, bytes);
  let text: string;
  try {
    text = inputText(file, bytes);
  } catch (error) {
    return unreadable(file.display, error instanceof InputError ? error.message : describeFsError(error));
  }
  const result = lintSource(file.display, text, job, oldIndex.lookup);
  if (file.path === '-' || job.textsKept) result.keptText = text;
  return result;
}

function workerCount(setting: string | undefined, files: readonly InputFile[], update: boolean): number {
  const value = setting ?? 'auto';
  if (value === 'off' || value === '0' || value === '1') return 1;
  const workerFile = workerPath();
  if (!workerFile || update || files.some((f) => f.path === '-')) return 1;
  if (value === 'auto') {
    const cores = availableParallelism();
    if (cores < 2 || files.length < WORKER_MIN_FILES) return 1;
    // Each worker loads the ruleset and warms up its JIT (about 0.3 s of CPU), and the
    // set-level rules need the objects back on the main thread. Measured on 2 cores:
    // 5 MB of manifests lint faster on one thread, 27 MB faster on two. So workers start
    // only when every extra thread gets enough input to pay for itself.
    const wanted = WORKER_MIN_BYTES_PER_EXTRA_THREAD * (cores - 1);
    let bytes = 0;
    for (const file of files) {
      try {
        bytes += statSync(file.path).size;
      } catch {
        // Unreadable files are reported when they are read.
      }
      if (bytes >= wanted) return cores;
    }
    return 1;
  }
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`--workers must be auto, off or a number, not '${value}'`);
  return n;
}

/** The worker entry next to the bundle (absent when running from the TypeScript sources). */
function workerPath(): string | undefined {
  try {
    const file = fileURLToPath(new URL('./lint-worker.js', import.meta.url));
    return existsSync(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

async function runWorkers(
  files: readonly InputFile[],
  job: LintJobOptions,
  threads: number,
  onBatch: (results: readonly PackedResult[], batch: number) => void,
): Promise<void> {
  const { lintInWorkers } = await import('../lint/pool.js');
  const batches: InputFile[][] = [];
  for (let i = 0; i < files.length; i += BATCH_FILES) batches.push(files.slice(i, i + BATCH_FILES));
  await lintInWorkers(workerPath()!, batches, job, threads, (batch) => batch.map((file) => packResult(lintPath(file, job))), onBatch);
}

export function parseShard(value: string | undefined): { index: number; count: number } | undefined {
  if (value === undefined) return undefined;
  const match = /^(\d+)\/(\d+)$/.exec(value);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count)
    throw new UsageError(`--shard must be i/n with 1 <= i <= n (e.g. 2/4), not '${value}'`);
  return { index, count };
}

export { summarise };
