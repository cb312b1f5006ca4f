import type { Command } from 'commander';

/**
 * `plumbline lsp --stdio` (any editor) or `plumbline lsp --node-ipc` (VS Code): starts
 * the language server. Loaded with a dynamic import so that `plumbline lint` does not
 * pay for it.
 */
export function registerLspCommand(program: Command): void {
  program
    .command('lsp')
    .description('run the language server over standard input/output (--stdio) or Node IPC (--node-ipc)')
    .option('--stdio', 'talk LSP over standard input and output (default)')
    .option('--node-ipc', 'talk LSP over the Node IPC channel of the parent process')
    .option('--clientProcessId <pid>', 'process id of the client (accepted for compatibility)')
    .action(async (opts: { stdio?: boolean; nodeIpc?: boolean }) => {
      const { runServer } = await import('@plumbline/language-server');
      runServer(opts.nodeIpc ? 'ipc' : 'stdio');
      // The server runs until the client disconnects; keep the command from returning an exit code.
      await new Promise<never>(() => undefined);
    });
}
