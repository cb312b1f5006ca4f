import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import {
  createProtocolConnection,
  InitializeRequest,
  InitializedNotification,
  PublishDiagnosticsNotification,
  StreamMessageReader,
  StreamMessageWriter,
  DidOpenTextDocumentNotification,
  DidChangeTextDocumentNotification,
  DidCloseTextDocumentNotification,
  ShutdownRequest,
  ExitNotification,
  type ClientCapabilities,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
} from 'vscode-languageserver-protocol/node';
import { repoRoot } from '../utils/paths.js';

/**
 * A test client: spawns `plumbline lsp --stdio` (from source through tsx; the built CLI
 * with PLUMBLINE_LSP_BUILT=1; the server's own entry without the CLI with
 * PLUMBLINE_LSP_ENTRY=server) and talks LSP to it over its standard streams.
 */

export interface TestClient {
  connection: ProtocolConnection;
  process: ChildProcess;
  /** Every publishDiagnostics notification received, in order. */
  published: PublishDiagnosticsParams[];
  open(uri: string, text: string, languageId?: string): Promise<void>;
  change(uri: string, version: number, text: string): Promise<void>;
  close(uri: string): Promise<void>;
  /** Resolves with the first publication for `uri` (at `version` when given) that satisfies `until`, after `from` publications. */
  diagnostics(uri: string, options?: { version?: number; timeoutMs?: number; until?: (p: PublishDiagnosticsParams) => boolean }): Promise<PublishDiagnosticsParams>;
  stop(): Promise<void>;
}

/** tsx's loader by absolute URL, so that the server starts from any working directory. */
const TSX = import.meta.resolve('tsx');

/** Environment for the server: tsx reads the repository's tsconfig (path aliases) from any directory. */
export const SERVER_ENV = { TSX_TSCONFIG_PATH: path.join(repoRoot, 'tsconfig.json') };

/** The server as a Node module: options for node, the script, and its arguments before the transport flag. */
export function serverModule(): { execArgv: string[]; module: string; args: string[] } {
  if (process.env.PLUMBLINE_LSP_ENTRY === 'server') return { execArgv: ['--import', TSX], module: path.join(repoRoot, 'packages/language-server/src/main.ts'), args: [] };
  if (process.env.PLUMBLINE_LSP_BUILT === '1') return { execArgv: [], module: path.join(repoRoot, 'packages/cli/dist/plumbline.js'), args: ['lsp'] };
  return { execArgv: ['--import', TSX], module: path.join(repoRoot, 'packages/cli/src/bin.ts'), args: ['lsp'] };
}

/** The command line that starts the server over stdio. */
export function serverCommand(): { command: string; args: string[] } {
  const { execArgv, module, args } = serverModule();
  return { command: process.execPath, args: [...execArgv, module, ...args, '--stdio'] };
}

export async function startClient(options: { initializationOptions?: unknown; capabilities?: ClientCapabilities; rootUri?: string | null; cwd?: string } = {}): Promise<TestClient> {
  const { command, args } = serverCommand();
  const child = spawn(command, args, { cwd: options.cwd ?? repoRoot, env: { ...process.env, ...SERVER_ENV }, stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const connection = createProtocolConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
  const published: PublishDiagnosticsParams[] = [];
  const waiters: (() => void)[] = [];
  connection.onNotification(PublishDiagnosticsNotification.type, (params) => {
    published.push(params);
    for (const w of waiters.splice(0)) w();
  });
  connection.onRequest('workspace/configuration', (params: { items: unknown[] }) => params.items.map(() => ({})));
  connection.onRequest('client/registerCapability', () => null);
  connection.onNotification('window/logMessage', () => undefined);
  connection.listen();
  const capabilities: ClientCapabilities = options.capabilities ?? {
    textDocument: { publishDiagnostics: { versionSupport: true, codeDescriptionSupport: true, dataSupport: true }, completion: { completionItem: { snippetSupport: false } }, hover: { contentFormat: ['markdown'] } },
  };
  try {
    const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`server exited with code ${code}`))));
    await Promise.race([connection.sendRequest(InitializeRequest.type, { processId: process.pid, rootUri: options.rootUri ?? null, capabilities, initializationOptions: options.initializationOptions, workspaceFolders: null }), exited]);
  } catch (error) {
    throw new Error(`initialize failed: ${String(error)}\n${stderr}`);
  }
  await connection.sendNotification(InitializedNotification.type, {});

  const client: TestClient = {
    connection,
    process: child,
    published,
    open: (uri, text, languageId = 'yaml') => connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId, version: 1, text } }),
    change: (uri, version, text) => connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version }, contentChanges: [{ text }] }),
    close: (uri) => connection.sendNotification(DidCloseTextDocumentNotification.type, { textDocument: { uri } }),
    diagnostics: (uri, opts = {}) =>
      new Promise((resolve, reject) => {
        const timeout = setTimeout(() => reject(new Error(`no diagnostics for ${uri}${opts.version !== undefined ? ` version ${opts.version}` : ''} within ${opts.timeoutMs ?? 5000} ms; got ${JSON.stringify(published.map((p) => [p.uri, p.version, p.diagnostics.length]))}\n${stderr}`)), opts.timeoutMs ?? 5000);
        const check = (): void => {
          const hit = published.find((p) => p.uri === uri && (opts.version === undefined || p.version === opts.version) && (!opts.until || opts.until(p)));
          if (hit) {
            clearTimeout(timeout);
            resolve(hit);
          } else waiters.push(check);
        };
        check();
      }),
    stop: async () => {
      try {
        await Promise.race([connection.sendRequest(ShutdownRequest.type), new Promise((r) => setTimeout(r, 2000))]);
        await connection.sendNotification(ExitNotification.type);
      } catch {
        // already gone
      }
      connection.dispose();
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => {
          child.kill();
          resolve();
        }, 2000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
  return client;
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
