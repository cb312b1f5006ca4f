import type { Command } from 'commander';

/**
 * `plumbline lsp --stdio`: starts the language server. Owned by the language-server
 * package; loaded on demand so that `plumbline lint` starts fast.
 */
export function registerLspCommand(program: Command): void {
  program
    .command('lsp')
    .description('run the language server (not built yet)')
    .allowUnknownOption()
    .action(() => {
      throw new Error('the language server is not built yet');
    });
}
