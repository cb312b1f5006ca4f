import {
  CodeActionKind,
  DidChangeConfigurationNotification,
  DidChangeWatchedFilesNotification,
  FileChangeType,
  TextDocuments,
  TextDocumentSyncKind,
  type Connection,
  type InitializeParams,
  type InitializeResult,
} from 'vscode-languageserver';
import { fileURLToPath } from 'node:url';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { cliConfigLoader, DEFAULT_SETTINGS, readSettings, type ServerSettings } from './config.js';
import { checkConfigFile } from './config-file.js';
import { headVersion } from './git.js';
import { codeActions } from './handlers/code-actions.js';
import { complete } from './handlers/completion.js';
import { hover } from './handlers/hover.js';
import { documentSymbols } from './handlers/symbols.js';
import { Session, type SessionDependencies } from './session.js';

/** The local folders of the workspace (workspaceFolders, else rootUri). */
function workspaceFolderPaths(params: InitializeParams): string[] {
  const uris = params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : []);
  return uris.filter((uri) => uri.startsWith('file:')).map((uri) => fileURLToPath(uri));
}

/** Wires a connection to the session and the handlers; no logic of its own. */

export const SERVER_NAME = 'plumbline';
export const SERVER_VERSION = '0.1.0';

export function startServer(connection: Connection, deps: Partial<SessionDependencies> = {}): void {
  const documents = new TextDocuments(TextDocument);
  let pullConfiguration = false;
  let snippets = false;
  let globalSettings: ServerSettings = DEFAULT_SETTINGS;
  let watchFiles = false;
  let folders: string[] = [];
  const perUri = new Map<string, Promise<ServerSettings>>();

  const session = new Session(
    {
      publish: (uri, version, diagnostics) => void connection.sendDiagnostics({ uri, version, diagnostics }),
      log: (message) => connection.console.log(message),
      settings: (uri) => {
        if (!pullConfiguration) return Promise.resolve(globalSettings);
        let settings = perUri.get(uri);
        if (!settings) {
          settings = connection.workspace.getConfiguration({ scopeUri: uri, section: 'plumbline' }).then(
            (value: unknown) => readSettings(value ?? {}),
            () => globalSettings,
          );
          perUri.set(uri, settings);
        }
        return settings;
      },
      checkConfigFile,
    },
    { loadConfig: deps.loadConfig ?? cliConfigLoader, headVersion: deps.headVersion ?? headVersion },
  );

  connection.onInitialize((params: InitializeParams): InitializeResult => {
    pullConfiguration = params.capabilities.workspace?.configuration === true;
    watchFiles = params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    folders = workspaceFolderPaths(params);
    snippets = params.capabilities.textDocument?.completion?.completionItem?.snippetSupport === true;
    if (params.initializationOptions) globalSettings = readSettings(params.initializationOptions);
    connection.console.log(`${SERVER_NAME} ${SERVER_VERSION} started (node ${process.version}, pid ${process.pid})`);
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: { includeText: false } },
        hoverProvider: true,
        completionProvider: { triggerCharacters: [':', ' ', '-'], resolveProvider: false },
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
        documentSymbolProvider: true,
      },
      serverInfo: { name: SERVER_NAME, version: SERVER_VERSION },
    };
  });

  connection.onInitialized(() => {
    if (pullConfiguration)
      void connection.client.register(DidChangeConfigurationNotification.type, { section: 'plumbline' }).catch(() => undefined);
    if (folders.length === 0) return;
    // Manifests that are not open feed the cross-resource rules; file events keep them current.
    session.attachWorkspace(folders);
    if (watchFiles)
      void connection.client
        .register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: '**/*.{yaml,yml,json}' }] })
        .catch(() => undefined);
  });

  connection.onDidChangeConfiguration((change) => {
    perUri.clear();
    if (!pullConfiguration) globalSettings = readSettings(change.settings ?? {});
    session.invalidate({ config: true, heads: true });
  });

  connection.onDidChangeWatchedFiles((params) => {
    const isConfig = (uri: string): boolean => /\/\.plumbline\.ya?ml$/.test(uri);
    if (params.changes.some((c) => isConfig(c.uri))) session.invalidate({ config: true, heads: true });
    const manifests = params.changes.filter((c) => !isConfig(c.uri) && c.uri.startsWith('file:'));
    if (manifests.length > 0)
      void session.filesChanged(manifests.map((c) => ({ filePath: fileURLToPath(c.uri), deleted: c.type === FileChangeType.Deleted })));
  });

  documents.onDidOpen((event) => session.update(event.document));
  documents.onDidChangeContent((event) => session.update(event.document));
  documents.onDidSave((event) => {
    if (/\/\.plumbline\.ya?ml$/.test(event.document.uri)) session.invalidate({ config: true });
    else session.saved(event.document.uri);
  });
  documents.onDidClose((event) => {
    session.close(event.document.uri);
    perUri.delete(event.document.uri);
    void connection.sendDiagnostics({ uri: event.document.uri, diagnostics: [] });
  });

  connection.onHover((params) => {
    const analysis = session.analysisFor(params.textDocument.uri);
    return analysis ? hover(analysis, params.position, session.dynamicKindsOptions(params.textDocument.uri)) : null;
  });

  connection.onCompletion((params) => {
    const document = documents.get(params.textDocument.uri);
    if (!document || session.language(document) !== 'yaml') return [];
    return complete(document.getText(), params.position, { snippets, ...session.dynamicKindsOptions(params.textDocument.uri) });
  });

  connection.onCodeAction((params) => {
    const document = documents.get(params.textDocument.uri);
    const analysis = session.analysisFor(params.textDocument.uri);
    const language = document ? session.language(document) : undefined;
    if (!analysis || !language) return [];
    return codeActions(analysis, params.context.diagnostics, language);
  });

  connection.onDocumentSymbol((params) => {
    const analysis = session.analysisFor(params.textDocument.uri);
    return analysis ? documentSymbols(analysis) : [];
  });

  documents.listen(connection);
  connection.listen();
}
