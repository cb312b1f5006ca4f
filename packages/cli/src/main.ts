import { Command, CommanderError } from 'commander';
import { EXIT, runLint } from './commands/lint.js';
import { registerLspCommand } from './commands/lsp.js';
import { registerWebhookCommand } from './commands/webhook.js';
import { UsageError } from './formatters/index.js';

/** `plumbline`: the command line of the CI gate. Thin: parses arguments and calls the commands. */

export async function main(argv: readonly string[]): Promise<number> {
  const program = new Command('plumbline')
    .description('Checks Kubernetes manifests against the rules of the Kubernetes API before the API server does.')
    .exitOverride()
    .configureOutput({ writeErr: (text) => process.stderr.write(text) });
  let exitCode: number = EXIT.clean;
  program
    .command('lint')
    .description('lint manifest files and directories (- reads standard input)')
    .argument('[paths...]', 'files, directories, or - for standard input')
    .option('-f, --format <name>', 'output format', 'stylish')
    .option('--no-color', 'disable colours')
    .action((paths: string[], opts: { format: string; color: boolean }) => {
      const color = opts.color && process.stdout.isTTY === true && !process.env.NO_COLOR;
      exitCode = runLint(paths, { format: opts.format, color }, (text) => process.stdout.write(text));
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
    throw error;
  }
  return exitCode;
}
