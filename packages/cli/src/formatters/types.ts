import type { Diagnostic, Resource } from '@plumbline/core';

/** The result of linting one file, as every formatter receives it. */
export interface FileResult {
  /** Path as shown to the user. */
  file: string;
  text: string;
  diagnostics: Diagnostic[];
  resources: Resource[];
  documentCount: number;
  /** Set when the file could not be read at all. */
  readError?: string;
}

export interface Summary {
  files: number;
  documents: number;
  checked: Record<string, number>;
  notChecked: number;
  errors: number;
  warnings: number;
  infos: number;
}

export type Formatter = (results: readonly FileResult[], summary: Summary, options: { color: boolean }) => string;
