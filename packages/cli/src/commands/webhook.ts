import type { Command } from 'commander';

/**
 * `plumbline webhook …`: starts the admission webhook. Owned by the webhook package;
 * the implementation is loaded on demand so that `plumbline lint` starts fast.
 */
export function registerWebhookCommand(program: Command): void {
  program
    .command('webhook')
    .description('run the validating admission webhook (not built yet)')
    .allowUnknownOption()
    .action(() => {
      throw new Error('the webhook is not built yet');
    });
}
