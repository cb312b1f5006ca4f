import * as path from 'node:path';
import { commands, window, workspace, type ExtensionContext, type LogOutputChannel } from 'vscode';
import { LanguageClient, RevealOutputChannelOn, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';

/**
 * The Plumbline extension: starts the bundled language server (dist/server.cjs) over
 * Node IPC and hands it YAML and JSON documents. All checking happens in the server.
 */

let client: LanguageClient | undefined;
let output: LogOutputChannel | undefined;

function createClient(context: ExtensionContext): LanguageClient {
  const module = context.asAbsolutePath(path.join('dist', 'server.cjs'));
  const serverOptions: ServerOptions = {
    run: { module, transport: TransportKind.ipc },
    debug: { module, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6011'] } },
  };
  output ??= window.createOutputChannel('Plumbline', { log: true });
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: 'file', language: 'yaml' },
      { scheme: 'file', language: 'json' },
      { scheme: 'untitled', language: 'yaml' },
      { scheme: 'untitled', language: 'json' },
    ],
    synchronize: {
      configurationSection: 'plumbline',
      fileEvents: workspace.createFileSystemWatcher('**/.plumbline.{yaml,yml}'),
    },
    // Clients that cannot answer workspace/configuration get the settings once, at start.
    initializationOptions: { plumbline: JSON.parse(JSON.stringify(workspace.getConfiguration('plumbline'))) as unknown },
    outputChannel: output,
    revealOutputChannelOn: RevealOutputChannelOn.Never,
  };
  return new LanguageClient('plumbline', 'Plumbline', serverOptions, clientOptions);
}

export async function activate(context: ExtensionContext): Promise<void> {
  client = createClient(context);
  context.subscriptions.push(
    commands.registerCommand('plumbline.restartServer', async () => {
      await client?.restart();
    }),
    commands.registerCommand('plumbline.showOutput', () => output?.show(true)),
  );
  await client.start();
}

export async function deactivate(): Promise<void> {
  await client?.stop();
  client = undefined;
}
