import path from 'node:path';
import { Command, CommanderError, Option } from 'commander';
import { EXIT, runLint, type OutputTarget } from './commands/lint.js';
import { registerLspCommand } from './commands/lsp.js';
import { registerWebhookCommand } from './commands/webhook.js';
import { ConfigError } from '@plumbline/host';
import { UsageError } from './formatters/index.js';
import { VERSION } from './version.js';
import { writeStdoutSync } from './lint/stdout.js';

/** `plumbline`: the command line of the CI gate. Thin: parses arguments and calls the commands. */

const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

interface LintFlags {
  crds?: string[];
  format?: string[];
  outputFile?: string[];
  color?: boolean;
  config?: string;
  ignore?: string[];
  gitignore: boolean;
  maxWarnings?: string;
  reportUnusedDisables?: boolean;
  reportUnusedDisablesSeverity?: string;
  old?: string[];
  base?: string;
  shard?: string;
  workers?: string;
  quiet?: boolean;
  stdinFilename?: string;
  fastPath: boolean;
  setRules: boolean;
  progress?: boolean;
  fix?: boolean;
  helm?: string[];
  values?: string[];
  kustomize?: string[];
  infos: boolean;
}

export async function main(argv: readonly string[]): Promise<number> {
  const program = new Command('plumbline')
    .description('Checks Kubernetes manifests against the rules of the Kubernetes API before the API server does.')
    .version(VERSION, '-v, --version')
    .exitOverride()
    .configureOutput({ writeErr: (text) => process.stderr.write(text), writeOut: (text) => process.stdout.write(text) });
  let exitCode: number = EXIT.clean;
  program
    .command('lint')
    .description('lint manifest files, directories and globs (- reads standard input)')
    .argument('[paths...]', 'files, directories, globs, or - for standard input')
    .option('-f, --format <name>', 'output format: stylish, compact, json, sarif, junit, github (repeatable)', collect)
    .option('-o, --output-file <file>', 'write the preceding --format to this file (repeatable)', collect)
    .option('-c, --config <file>', 'configuration file (default: .plumbline.yaml found upward)')
    .option('--ignore <pattern>', 'skip paths matching this gitignore-style pattern when walking folders (repeatable)', collect)
    .option('--no-gitignore', 'do not honour .gitignore files')
    .option('--max-warnings <n>', 'exit with 1 when there are more warnings than n')
    .option('--report-unused-disables', 'report suppression comments that suppress nothing, as errors')
    .option('--report-unused-disables-severity <severity>', 'the same, at this severity: error, warning, info or off')
    .option('--old <path>', 'stored versions of the resources (file or folder): lint the new ones as updates (repeatable)', collect)
    .option('--base <git-ref>', 'lint as updates of the resources at this git revision')
    .option(
      '--crds <path>',
      'CustomResourceDefinitions (file or folder), or a kubeconform JSON schema catalog folder: validate custom resources ' +
        'against them (repeatable)',
      collect,
    )
    .option('--shard <i/n>', 'lint only the i-th of n shares of the files')
    .option('--workers <n>', 'worker threads: auto, off, or a number', 'auto')
    .option('-q, --quiet', 'report errors only (no warnings, no infos)')
    .option('--no-infos', 'hide infos (notes on files and kinds that are not checked); warnings and errors stay')
    .option('--helm <chart>', 'render this Helm chart folder with `helm template` and lint the output (repeatable)', collect)
    .option('--values <file>', 'values file for the --helm charts, passed to helm template (repeatable)', collect)
    .option(
      '--kustomize <folder>',
      'render this kustomization with `kustomize build` (or `kubectl kustomize`) and lint the output ' + '(repeatable)',
      collect,
    )
    .option('--stdin-filename <name>', 'file name to show for standard input')
    .option('--fix', 'apply the fixes findings carry, rewriting the files; the report shows what is left')
    .option('--no-set-rules', 'skip the rules that check resources against each other (they hold every object in memory)')
    .option('--color', 'force colours')
    .option('--no-color', 'disable colours')
    .option('--progress', 'force the progress bar')
    .option('--no-progress', 'never show the progress bar')
    .addOption(new Option('--no-fast-path', 'parse every document with source positions (same results, slower)').hideHelp())
    .action(async (paths: string[], opts: LintFlags) => {
      const envColor = process.env.FORCE_COLOR
        ? process.env.FORCE_COLOR !== '0'
        : process.env.NO_COLOR
          ? false
          : process.stdout.isTTY === true;
      const color = opts.color ?? envColor;
      let maxWarnings: number | undefined;
      if (opts.maxWarnings !== undefined) {
        maxWarnings = Number(opts.maxWarnings);
        if (!Number.isInteger(maxWarnings) || maxWarnings < 0)
          throw new UsageError(`--max-warnings must be a whole number, not '${opts.maxWarnings}'`);
      }
      let reportUnused: 'error' | 'warning' | 'info' | 'off' | undefined;
      if (opts.reportUnusedDisables || opts.reportUnusedDisablesSeverity !== undefined) {
        const value = opts.reportUnusedDisablesSeverity ?? 'error';
        if (!['error', 'warning', 'info', 'off'].includes(value))
          throw new UsageError(`--report-unused-disables-severity must be error, warning, info or off, not '${value}'`);
        reportUnused = value as typeof reportUnused;
      }
      exitCode = await runLint(
        paths,
        {
          outputs: pairOutputs(argv),
          color,
          ...(opts.config ? { config: opts.config } : {}),
          ...(opts.ignore ? { ignore: opts.ignore } : {}),
          gitignore: opts.gitignore,
          ...(maxWarnings !== undefined ? { maxWarnings } : {}),
          ...(reportUnused ? { reportUnusedDisables: reportUnused } : {}),
          ...(opts.old ? { old: opts.old } : {}),
          ...(opts.base ? { base: opts.base } : {}),
          ...(opts.crds ? { crds: opts.crds } : {}),
          ...(opts.shard ? { shard: opts.shard } : {}),
          ...(opts.workers ? { workers: opts.workers } : {}),
          quiet: opts.quiet === true,
          ...(opts.stdinFilename ? { stdinFilename: opts.stdinFilename } : {}),
          fast: opts.fastPath,
          setRules: opts.setRules,
          ...(opts.progress !== undefined ? { progress: opts.progress } : {}),
          fix: opts.fix === true,
          ...(opts.helm ? { helm: opts.helm } : {}),
          ...(opts.values ? { values: opts.values } : {}),
          ...(opts.kustomize ? { kustomize: opts.kustomize } : {}),
          infos: opts.infos,
        },
        {
          // A terminal is written synchronously already; a pipe or file through writeStdoutSync, so the report does not wait in memory.
          stdout: process.stdout.isTTY ? (t) => process.stdout.write(t) : writeStdoutSync,
          stderr: (t) => process.stderr.write(t),
          stderrIsTTY: process.stderr.isTTY === true,
        },
      );
    });
  program
    .command('rules')
    .description('list the rules: id, default severity, type and kinds')
    .option('-f, --format <name>', 'table or json', 'table')
    .action(async (opts: { format: string }) => {
      const { runRules } = await import('./commands/rules.js');
      exitCode = runRules(opts.format, (t) => process.stdout.write(t), await configuredDocsBaseUrl());
    });
  program
    .command('explain')
    .description("show a rule's documentation")
    .argument('<rule-id>', 'rule id, e.g. metadata/label-invalid')
    .action(async (id: string) => {
      const { runExplain } = await import('./commands/rules.js');
      const docsBaseUrl = await configuredDocsBaseUrl();
      exitCode = runExplain(
        id,
        { color: process.stdout.isTTY === true && !process.env.NO_COLOR, ...(docsBaseUrl ? { docsBaseUrl } : {}) },
        (t) => process.stdout.write(t),
      );
    });
  registerWebhookCommand(program);
  registerLspCommand(program);
  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.clean : EXIT.usage;
    if (error instanceof UsageError) {
      process.stderr.write(`plumbline: ${error.message}\n`);
      return EXIT.usage;
    }
    if (error instanceof ConfigError) {
      const rel = path.relative(process.cwd(), error.file);
      const file = rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : error.file;
      process.stderr.write(`plumbline: ${file}${error.line !== undefined ? `:${error.line}` : ''}: ${error.reason}\n`);
      return EXIT.usage;
    }
    throw error;
  }
  return exitCode;
}

/** `docsBaseUrl` of the `.plumbline.yaml` found upward from the working directory: where rule links point, if anywhere. */
async function configuredDocsBaseUrl(): Promise<string | undefined> {
  const { loadConfig } = await import('@plumbline/host');
  const { getEngine } = await import('@plumbline/core');
  return loadConfig(process.cwd(), { knownRuleIds: (id) => getEngine().rule(id) !== undefined }).config.docsBaseUrl;
}

/**
 * Pairs `--format` and `--output-file` in command-line order: an output file applies to
 * the format given before it (or, before any format, to the next one; with no format at
 * all, to stylish). Formats without a file go to standard output.
 */
export function pairOutputs(argv: readonly string[]): OutputTarget[] {
  const outputs: OutputTarget[] = [];
  let pendingFile: string | undefined;
  const start = argv.indexOf('lint');
  for (let i = start + 1; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') break;
    let format: string | undefined;
    let file: string | undefined;
    if (arg === '-f' || arg === '--format') format = argv[++i];
    else if (arg.startsWith('--format=')) format = arg.slice('--format='.length);
    else if (/^-f[^-]/.test(arg)) format = arg.slice(2);
    else if (arg === '-o' || arg === '--output-file') file = argv[++i];
    else if (arg.startsWith('--output-file=')) file = arg.slice('--output-file='.length);
    else if (/^-o[^-]/.test(arg)) file = arg.slice(2);
    if (format !== undefined) {
      outputs.push(pendingFile !== undefined ? { format, file: pendingFile } : { format });
      pendingFile = undefined;
    } else if (file !== undefined) {
      const last = outputs[outputs.length - 1];
      if (last && last.file === undefined) last.file = file;
      else if (pendingFile === undefined) pendingFile = file;
      else throw new UsageError(`two --output-file options (${pendingFile}, ${file}) for one --format`);
    }
  }
  if (pendingFile !== undefined) outputs.push({ format: 'stylish', file: pendingFile });
  return outputs;
}
