import type { Diagnostic, ResourceStatus, SetInput } from '@plumbline/core';

/**
 * A finding as a run keeps it for the report: a `Diagnostic` without what only placing it needed (its path as segments,
 * the path it points at instead, whether it points at the key, and its offsets). A run keeps every finding until its
 * report, and those parts were two to four more objects each for the garbage collector to copy (`reportedOf`, lint/results.ts).
 */
export type ReportedDiagnostic = Omit<Diagnostic, 'pathSegments' | 'at' | 'target' | 'offset'>;

/** A resource found in a file, as the formatters and the summary need it (no object body). */
export interface ResourceInfo {
  apiVersion: string | undefined;
  kind: string | undefined;
  name: string | undefined;
  namespace: string | undefined;
  documentIndex: number;
  itemIndex?: number;
  /** 0-based line where the resource starts. */
  line: number;
  status: ResourceStatus;
  /** For a checked resource: checked by its kind's own rules (`full`) or by its published schema and metadata only. */
  coverage?: 'full' | 'schema' | 'custom-resource';
  /** Validated as an update against a stored object (`--old`, `--base`). */
  update?: boolean;
}

/** The result of linting one file, as every formatter receives it. Holds no file text. */
export interface FileResult {
  /** Path as shown to the user. */
  file: string;
  diagnostics: ReportedDiagnostic[];
  resources: ResourceInfo[];
  documentCount: number;
  /** Size of the file in bytes. */
  bytes: number;
  /** Source lines (0-based line → text) where diagnostics start, for the human formats. */
  sourceLines: Record<number, string>;
  /** Findings removed by suppression comments. */
  suppressed: number;
  /** Set when the file could not be read or is not text. */
  readError?: string;
  /** Resources with their objects, kept for the set-level (reference) rules only. */
  setResources?: SetInput[];
  /**
   * The text as the lint read it, for the set pass: kept for standard input and rendered output (they cannot be read
   * twice), and for every file of a small run (`LintJobOptions.textsKept`).
   */
  keptText?: string;
  /**
   * Document index → the file the document was rendered from: Helm's `# Source:` comments
   * (in any input, standard input included), or the Kustomize resource file (`--kustomize`).
   */
  sources?: Record<number, string>;
  /** Not a file of the run (e.g. the deleted resources of `--base`): not counted as a file. */
  synthetic?: boolean;
  /** `--fix`: findings whose fixes were applied (the file was rewritten). */
  fixed?: number;
}

export interface Summary {
  files: number;
  documents: number;
  /** Resources checked fully (the published schema, metadata and the kind's own rules), by kind. */
  checked: Record<string, number>;
  /** Resources checked by their published schema and the metadata rules only, by kind. */
  checkedBySchema: Record<string, number>;
  /** Custom resources checked against the schema of their CRD (or kubeconform schema), by kind; absent when none. */
  checkedByCrd?: Record<string, number>;
  notChecked: number;
  /** Resources not checked (custom resources, unknown kinds), by kind. */
  notCheckedKinds: Record<string, number>;
  errors: number;
  warnings: number;
  infos: number;
  /** Findings removed by suppression comments. */
  suppressed: number;
  /** Files that could not be read. */
  unreadable: number;
  /** Update linting (`--old`, `--base`): resources paired with a stored object, and stored resources with no counterpart. */
  paired?: number;
  unpaired?: number;
  deleted?: number;
  /** `--fix`: findings fixed, in all files. */
  fixed?: number;
}

export interface FormatOptions {
  color: boolean;
  /** Working directory, for formats that need paths relative to it (SARIF, GitHub). */
  cwd: string;
  /** Version of Plumbline, for tool metadata. */
  version: string;
}

/**
 * The results of a run in report order. They are read back one at a time from where they
 * wait (see lint/results.ts), not held: a formatter that needs two passes (SARIF lists the
 * rules before the results) calls it twice.
 */
export type ResultSource = () => Iterable<FileResult>;

/**
 * Writes the report for `results` through `write`, file by file, so that the whole report
 * is never one string in memory. The summary is known before the first file.
 */
export type Formatter = (results: ResultSource, summary: Summary, options: FormatOptions, write: (text: string) => void) => void;
