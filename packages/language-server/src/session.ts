import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  createTextLinter,
  customResourceCatalog,
  validateSet,
  type CustomResourceCatalog,
  type JsonObject,
  type Diagnostic as CoreDiagnostic,
  type LintOptions,
  type LintResult,
  type SetInput,
  type TextLinter,
} from '@plumbline/core';
import { indexText, StoredObjectIndex, updateCrdsOf } from '@plumbline/host';
import type { Diagnostic } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { createAnalysis, type Analysis } from './analysis.js';
import { DEFAULT_SETTINGS, isIgnored, mergeOptions, type ConfigLoader, type FileConfig, type ServerSettings } from './config.js';
import { toLspDiagnostic, toLspDiagnostics } from './handlers/diagnostics.js';
import { isManifestText, languageOf, type ManifestLanguage } from './manifest.js';
import { WorkspaceIndex } from './workspace.js';

/**
 * The state of the open documents, independent of any connection: when to check a
 * document (debounced), with which options (settings, `.plumbline.yaml`, git HEAD), and
 * what to publish. A result is published only for the version it was computed for.
 */

export interface SessionHost {
  publish(uri: string, version: number, diagnostics: Diagnostic[]): void;
  settings(uri: string): Promise<ServerSettings>;
  log(message: string): void;
  /** Diagnostics about a configuration file itself (`.plumbline.yaml`), or undefined. */
  checkConfigFile?(uri: string, text: string): Diagnostic[] | undefined;
}

export interface SessionDependencies {
  loadConfig: ConfigLoader;
  headVersion: (filePath: string) => Promise<string | undefined>;
}

interface DocumentState {
  /** The text pipeline with this document's cache: an edit re-checks only the documents it changed. */
  linter: TextLinter;
  timer?: NodeJS.Timeout;
  lastRun: number;
  analysis?: Analysis;
  options?: LintOptions;
  identity?: string;
  published: boolean;
  /** Findings of the cross-resource rules for this document, from the last workspace check. */
  setDiagnostics: CoreDiagnostic[];
  setKey: string;
}

function filePathOf(uri: string): string | undefined {
  if (!uri.startsWith('file:')) return undefined;
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined;
  }
}

export class Session {
  private readonly states = new Map<string, DocumentState>();
  private readonly configs = new Map<string, Promise<FileConfig | undefined>>();
  private readonly heads = new Map<string, Promise<{ text: string | undefined; index: StoredObjectIndex }>>();
  private readonly documents = new Map<string, TextDocument>();
  private workspace: WorkspaceIndex | undefined;
  private workspaceFolders: readonly string[] = [];
  /** CRDs of the open documents (as edited), by uri. */
  private readonly openCrds = new Map<string, { objects: JsonObject[]; key: string }>();
  /** Bumped whenever a CRD of the workspace, of an open document or of a configuration changes. */
  private crdGeneration = 0;
  private catalogCache: { key: string; catalog: CustomResourceCatalog | undefined } | undefined;

  constructor(
    private readonly host: SessionHost,
    private readonly deps: SessionDependencies,
  ) {}

  language(document: TextDocument): ManifestLanguage | undefined {
    return languageOf(document.languageId, document.uri);
  }

  /** A document was opened or changed: check it once edits pause. */
  update(document: TextDocument): void {
    this.documents.set(document.uri, document);
    const state = this.stateOf(document.uri);
    if (state.timer) clearTimeout(state.timer);
    const debounce = this.debounceMs;
    const since = Date.now() - state.lastRun;
    const delay = since >= debounce ? 0 : debounce - since;
    state.timer = setTimeout(() => {
      state.timer = undefined;
      this.validate(document.uri).catch((error: unknown) =>
        this.host.log(
          `plumbline: checking ${document.uri} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        ),
      );
    }, delay);
  }

  close(uri: string): void {
    const state = this.states.get(uri);
    if (state?.timer) clearTimeout(state.timer);
    this.states.delete(uri);
    this.documents.delete(uri);
    this.heads.delete(uri);
    // Its CRDs count as saved on disk again (the workspace index has them).
    if (this.openCrds.delete(uri)) this.crdsChanged();
    // Its resources leave the workspace set: the others' cross-resource findings may change.
    const remaining = [...this.states.values()].find((s) => s.options);
    if (remaining?.options) this.republish(this.checkWorkspace(uri, remaining.options));
  }

  /** A file was saved: read its git HEAD version again (a commit may have moved HEAD). */
  saved(uri: string): void {
    if (!this.heads.delete(uri)) return;
    const document = this.documents.get(uri);
    if (document) this.update(document);
  }

  /** Settings or configuration files changed: forget cached options and check everything again. */
  invalidate(what: { config?: boolean; heads?: boolean } = { config: true, heads: true }): void {
    if (what.config) {
      this.configs.clear();
      this.crdGeneration += 1;
    }
    // Settings and configuration files decide which files the index reads, and how.
    if (what.config && this.workspace) this.attachWorkspace(this.workspaceFolders);
    if (what.heads) this.heads.clear();
    for (const document of this.documents.values()) this.update(document);
  }

  /**
   * Indexes the workspace folders for the cross-resource rules (in the background);
   * the open documents are checked again once the index is built.
   */
  attachWorkspace(folders: readonly string[]): WorkspaceIndex {
    this.workspaceFolders = folders;
    const index = new WorkspaceIndex(folders, {
      optionsFor: async (uri, filePath) => {
        const settings = await this.host.settings(uri);
        if (!settings.enable || settings.crossResourceScope !== 'workspace') return undefined;
        const file = await this.configFor(filePath);
        if (isIgnored(file, filePath)) return undefined;
        return { ...mergeOptions(settings, file?.options), uri };
      },
      log: (message) => this.host.log(message),
    });
    this.workspace = index;
    void index.build().then(
      () => {
        if (index.crdsFound) this.crdsChanged();
        this.workspaceChanged();
      },
      (error: unknown) =>
        this.host.log(`plumbline: workspace index failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
    );
    return index;
  }

  /** Files changed on disk (created, changed or deleted): the index follows, and the open documents' cross-resource findings with it. */
  async filesChanged(changes: readonly { filePath: string; deleted: boolean }[]): Promise<void> {
    const index = this.workspace;
    if (!index) return;
    let touched = false;
    let crds = false;
    for (const change of changes) {
      if (!index.covers(change.filePath)) continue;
      touched = true;
      const changed = change.deleted ? index.remove(pathToFileURL(change.filePath).href) : await index.index(change.filePath);
      crds = crds || changed;
    }
    if (crds) this.crdsChanged();
    if (touched) this.workspaceChanged();
  }

  /** A CRD changed (on disk or in an open document): every open document is checked again against the new catalog. */
  private crdsChanged(except?: string): void {
    this.crdGeneration += 1;
    for (const document of this.documents.values()) if (document.uri !== except) this.update(document);
  }

  /**
   * The catalog of custom resource kinds for a document: the CRDs of the workspace's files (the open documents as
   * edited instead of as saved) and those its `.plumbline.yaml` names. Compiled again only when one of them changes.
   */
  private catalogFor(file: FileConfig | undefined): CustomResourceCatalog | undefined {
    const key = `${this.crdGeneration}\u0000${file?.path ?? ''}`;
    if (this.catalogCache?.key === key) return this.catalogCache.catalog;
    const open = new Set(this.openCrds.keys());
    const fromDisk = this.workspace ? this.workspace.crdObjectsExcept(open) : [];
    const crds = [...[...this.openCrds.values()].flatMap((c) => c.objects), ...fromDisk, ...(file?.customResources?.sources.crds ?? [])];
    const jsonSchemas = file?.customResources?.sources.jsonSchemas ?? [];
    for (const problem of file?.customResources?.problems ?? [])
      this.host.log(`plumbline: customResourceDefinitions: ${problem.path}: ${problem.message}`);
    const catalog = crds.length + jsonSchemas.length > 0 ? customResourceCatalog(crds, { jsonSchemas }) : undefined;
    this.catalogCache = { key, catalog };
    return catalog;
  }

  /** Runs the cross-resource rules again and publishes every open document whose share changed. */
  private workspaceChanged(): void {
    const any = [...this.states.values()].find((s) => s.options);
    if (any?.options) this.republish(this.checkWorkspace(undefined, any.options));
  }

  /** Publishes again the documents whose cross-resource findings changed. */
  private republish(uris: readonly string[]): void {
    for (const uri of uris) {
      const state = this.states.get(uri);
      const document = this.documents.get(uri);
      // A document with a newer version on its way gets the findings with its own check.
      if (state?.analysis && document && document.version === state.analysis.version) this.publishState(uri, document.version, state);
    }
  }

  /** Debounce of the most recent settings (the default until a document asked for them). */
  debounceMs = DEFAULT_SETTINGS.debounceMs;

  private stateOf(uri: string): DocumentState {
    let state = this.states.get(uri);
    if (!state) {
      state = { linter: createTextLinter(true), lastRun: -Infinity, published: false, setDiagnostics: [], setKey: '' };
      this.states.set(uri, state);
    }
    return state;
  }

  private configFor(filePath: string): Promise<FileConfig | undefined> {
    const dir = dirname(filePath);
    let config = this.configs.get(dir);
    if (!config) {
      config = this.deps.loadConfig(filePath).catch((error: unknown) => {
        this.host.log(`plumbline: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      });
      this.configs.set(dir, config);
    }
    return config;
  }

  private headFor(uri: string, filePath: string): Promise<{ text: string | undefined; index: StoredObjectIndex }> {
    let head = this.heads.get(uri);
    if (!head) {
      head = this.deps.headVersion(filePath).then((text) => {
        // The same identity (group, kind, namespace, name) as `plumbline lint --base`.
        const index = new StoredObjectIndex();
        if (text !== undefined) indexText(index, text, filePath, true);
        return { text, index };
      });
      this.heads.set(uri, head);
    }
    return head;
  }

  /** The options a document is checked with. */
  async optionsFor(uri: string): Promise<{ options: LintOptions; identity: string; settings: ServerSettings; ignored: boolean }> {
    const settings = await this.host.settings(uri);
    this.debounceMs = settings.debounceMs;
    const filePath = filePathOf(uri);
    const file = filePath ? await this.configFor(filePath) : undefined;
    const options: LintOptions = { ...mergeOptions(settings, file?.options), uri };
    const catalog = this.catalogFor(file);
    if (catalog) options.dynamicKinds = catalog;
    let identity = file?.path ?? '';
    if (settings.compareWithGitHead && filePath) {
      const head = await this.headFor(uri, filePath);
      if (head.text !== undefined) {
        options.oldObjectFor = head.index.lookup;
        identity += `\u0000head:${head.text.length}:${head.text.slice(0, 64)}`;
      }
    }
    return { options, identity, settings, ignored: filePath !== undefined && isIgnored(file, filePath) };
  }

  /** Checks the current version of a document and publishes the result, unless a newer version arrived meanwhile. */
  async validate(uri: string): Promise<void> {
    const document = this.documents.get(uri);
    if (!document) return;
    const state = this.stateOf(uri);
    const version = document.version;
    state.lastRun = Date.now();
    const { options, identity, settings, ignored } = await this.optionsFor(uri);
    const current = this.documents.get(uri);
    // A newer version is on its way (its own check is scheduled), or the document closed.
    if (!current || current.version !== version || this.states.get(uri) !== state) return;
    state.options = options;
    state.identity = identity;
    state.analysis = undefined;
    // A CRD edited in the editor applies to the other open documents at once.
    if (updateCrdsOf(this.openCrds, uri, current.getText(), uri)) this.crdsChanged(uri);
    const configDiagnostics = this.host.checkConfigFile?.(uri, current.getText());
    if (configDiagnostics) {
      this.host.publish(uri, version, configDiagnostics);
      return;
    }
    // Files the configuration's `ignore:` leaves out of `plumbline lint` get no findings either.
    const analysis = settings.enable && !ignored ? this.analyse(current, state) : undefined;
    if (!analysis) state.analysis = undefined;
    const others = this.checkWorkspace(uri, options);
    // Manifests get every result; other documents only the empty one that clears what a
    // manifest (before an edit made it something else) had.
    if (analysis || state.published) this.publishState(uri, version, state);
    this.republish(others);
  }

  private publishState(uri: string, version: number, state: DocumentState): void {
    if (state.analysis) state.analysis.crossResource = state.setDiagnostics;
    const diagnostics = state.analysis ? [...toLspDiagnostics(state.analysis.result), ...state.setDiagnostics.map(toLspDiagnostic)] : [];
    state.published = diagnostics.length > 0;
    this.host.publish(uri, version, diagnostics);
  }

  /**
   * Runs the cross-resource (reference) rules over the resources of every open manifest
   * (and of the workspace index) and stores each open document's share. Returns the
   * other documents whose share changed (all of them that changed when `uri` is undefined).
   */
  private checkWorkspace(uri: string | undefined, options: LintOptions): string[] {
    const resources: SetInput[] = [];
    const sources = new Map<string, string>();
    for (const [u, st] of this.states) {
      if (!st.analysis) continue;
      for (const r of st.analysis.result.resources) resources.push({ ...r, uri: u });
      sources.set(u, st.analysis.text);
    }
    // The files that are not open, as saved on disk. Their own findings are not published.
    if (this.workspace) for (const r of this.workspace.resourcesExcept(new Set(this.documents.keys()))) resources.push(r);
    const byUri = new Map<string, CoreDiagnostic[]>();
    if (resources.length > 0) {
      const { oldObjectFor: _ignored, ...setOptions } = options;
      for (const d of validateSet(resources, { ...setOptions, sources })) {
        if (d.uri === undefined) continue;
        const list = byUri.get(d.uri) ?? [];
        list.push(d);
        byUri.set(d.uri, list);
      }
    }
    const changed: string[] = [];
    for (const [u, st] of this.states) {
      const mine = byUri.get(u) ?? [];
      const key = JSON.stringify(mine.map((d) => [d.ruleId, d.message, d.range]));
      st.setDiagnostics = mine;
      if (key !== st.setKey && u !== uri) changed.push(u);
      st.setKey = key;
    }
    return changed;
  }

  /** The custom resource kinds a document was last checked with, for hover and completion. */
  dynamicKindsOptions(uri: string): { dynamicKinds?: NonNullable<LintOptions['dynamicKinds']> } {
    const dynamicKinds = this.states.get(uri)?.options?.dynamicKinds;
    return dynamicKinds ? { dynamicKinds } : {};
  }

  /** The analysis of a document's current version (checked now if needed), or undefined for non-manifests. */
  analysisFor(uri: string): Analysis | undefined {
    const document = this.documents.get(uri);
    if (!document) return undefined;
    return this.analyse(document, this.stateOf(uri));
  }

  private analyse(document: TextDocument, state: DocumentState): Analysis | undefined {
    if (state.analysis && state.analysis.version === document.version) return state.analysis;
    const language = this.language(document);
    const text = document.getText();
    if (!language || !isManifestText(text, language)) {
      state.analysis = undefined;
      return undefined;
    }
    const result: LintResult = state.linter.lint(text, state.options ?? { uri: document.uri }, state.identity ?? '');
    state.analysis = createAnalysis(document.uri, document.version, text, result);
    return state.analysis;
  }
}
