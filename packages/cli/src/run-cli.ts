import { main } from './main.js';

/** Runs the command line on `argv` (the arguments after the script) and sets the exit code. */
export function runCli(argv: readonly string[]): void {
  // `plumbline lint … | head`: a closed pipe ends the run quietly.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });

  main(argv).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`plumbline: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exitCode = 2;
    },
  );
}
