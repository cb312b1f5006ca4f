import { createConnection, IPCMessageReader, IPCMessageWriter, ProposedFeatures } from 'vscode-languageserver/node';
import { LspFraming } from './framing.js';
import { startServer } from './server.js';

/**
 * Entry point of the language server. `transport`: `stdio` (any editor: `plumbline lsp
 * --stdio`) or `ipc` (VS Code's node IPC channel: `--node-ipc`).
 */
export function runServer(transport: 'stdio' | 'ipc'): void {
  const connection =
    transport === 'ipc'
      ? createConnection(ProposedFeatures.all, new IPCMessageReader(process), new IPCMessageWriter(process))
      : createConnection(ProposedFeatures.all, process.stdin.pipe(new LspFraming((m) => process.stderr.write(m))), process.stdout);
  startServer(connection);
}

export { startServer } from './server.js';
export { Session } from './session.js';
export { isManifestText, languageOf } from './manifest.js';
