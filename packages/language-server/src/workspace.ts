import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { lintText, setRuleReads, type JsonObject, type LintOptions, type SetInput } from '@plumbline/core';
import { collectInputs, InputError, readInput, updateCrdsOf } from '@plumbline/host';

/**
 * The resources of the workspace's files that are not open, for the cross-resource
 * (reference) rules: an Ingress open in the editor is checked against the Services of
 * the whole repository, not only against the open documents. Files are found the way
 * `plumbline lint <folder>` finds them (`.gitignore`, hidden folders and
 * `node_modules` skipped), read in the background, and only the resources of the kinds
 * the reference rules read are kept (no text). File events keep the index current.
 */

export interface WorkspaceIndexHost {
  /** Lint options of a file (settings under its `.plumbline.yaml`); undefined when the file is ignored or checking is off. */
  optionsFor(uri: string, filePath: string): Promise<LintOptions | undefined>;
  log(message: string): void;
}

/** At most this many files are indexed per workspace; beyond it the index stops and says so. */
export const MAX_INDEXED_FILES = 10_000;
/**
 * Milliseconds of indexing between two yields to the event loop, so that requests and the
 * open documents' checks wait at most about this long. A count of files per slice made
 * them wait for 25 files, hundreds of milliseconds on a busy machine (bench/lsp).
 */
export const SLICE_MS = 10;

export class WorkspaceIndex {
  private readonly files = new Map<string, { path: string; resources: SetInput[] }>();
  /** The CustomResourceDefinitions of the workspace's files, by file: custom resources are checked against them. */
  private readonly crds = new Map<string, { objects: JsonObject[]; key: string }>();
  private ready: Promise<void> | undefined;
  /** The first indexing found CRDs (the open documents are then checked again against them). */
  crdsFound = false;

  constructor(
    private readonly folders: readonly string[],
    private readonly host: WorkspaceIndexHost,
    private readonly maxFiles = MAX_INDEXED_FILES,
  ) {}

  /** Indexes the folders once; resolves when done (later calls return the same promise). */
  build(): Promise<void> {
    this.ready ??= this.indexAll();
    return this.ready;
  }

  private async indexAll(): Promise<void> {
    const started = Date.now();
    const { files, problems } = await collectInputs(this.folders, { gitignore: true });
    for (const problem of problems) this.host.log(`plumbline: workspace index: ${problem.path}: ${problem.message}`);
    const wanted = files.slice(0, this.maxFiles);
    if (files.length > wanted.length)
      this.host.log(
        `plumbline: workspace index: ${files.length} manifest files; only the first ${wanted.length} are read for cross-resource checks`,
      );
    let slice = performance.now();
    for (const file of wanted) {
      this.crdsFound = (await this.index(file.path)) || this.crdsFound;
      if (performance.now() - slice < SLICE_MS) continue;
      await new Promise<void>((resolve) => setImmediate(resolve));
      slice = performance.now();
    }
    const resources = [...this.files.values()].reduce((n, f) => n + f.resources.length, 0);
    this.host.log(
      `plumbline: workspace index: ${wanted.length} files read, ${resources} resources kept for cross-resource checks, ` +
        `in ${Date.now() - started} ms`,
    );
  }

  /** The CRD objects of the workspace's files but the given (open) ones. */
  crdObjectsExcept(open: ReadonlySet<string>): JsonObject[] {
    return [...this.crds].filter(([uri]) => !open.has(uri)).flatMap(([, c]) => c.objects);
  }

  /** Reads one file again (created or changed on disk); true when the CRDs it holds changed. */
  async index(filePath: string): Promise<boolean> {
    const uri = pathToFileURL(filePath).href;
    const options = await this.host.optionsFor(uri, filePath);
    if (!options) {
      this.files.delete(uri);
      return this.crds.delete(uri);
    }
    let text: string;
    try {
      text = readInput({ display: filePath, path: filePath });
    } catch (error) {
      // Deleted meanwhile, unreadable or binary: it holds no resources.
      this.files.delete(uri);
      if (!(error instanceof InputError) && (error as NodeJS.ErrnoException).code !== 'ENOENT')
        this.host.log(`plumbline: workspace index: ${filePath}: ${(error as Error).message}`);
      return this.crds.delete(uri);
    }
    const crdsChanged = updateCrdsOf(this.crds, uri, text, filePath);
    const kinds = setRuleReads(options);
    const resources = lintText(text, { ...options, uri })
      .resources.filter((r) => r.kind !== undefined && (kinds.has('*') || kinds.has(r.kind)))
      .map((r): SetInput => ({ ...r, uri }));
    if (resources.length > 0) this.files.set(uri, { path: filePath, resources });
    else this.files.delete(uri);
    return crdsChanged;
  }

  /** A file was deleted; true when it held CRDs. */
  remove(uri: string): boolean {
    this.files.delete(uri);
    return this.crds.delete(uri);
  }

  /** Whether `filePath` lies in one of the indexed folders. */
  covers(filePath: string): boolean {
    return this.folders.some(
      (folder) => filePath === folder || filePath.startsWith(folder.endsWith(path.sep) ? folder : `${folder}${path.sep}`),
    );
  }

  /** The indexed resources of every file but the given (open) ones. */
  resourcesExcept(open: ReadonlySet<string>): SetInput[] {
    const out: SetInput[] = [];
    for (const [uri, file] of this.files) if (!open.has(uri)) for (const r of file.resources) out.push(r);
    return out;
  }
}
