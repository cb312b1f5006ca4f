import { parentPort } from 'node:worker_threads';
import type { InputFile } from '@plumbline/host';
import { lintPath, type LintJobOptions } from './lint-file.js';
import { packResult, type PackedResult } from './results.js';

/** Worker-thread entry: lints batches of files sent by the main thread (see pool.ts). */

export interface WorkerRequest {
  id: number;
  files: InputFile[];
  options: LintJobOptions;
}

export interface WorkerResponse {
  id: number;
  results?: PackedResult[];
  error?: string;
}

/** Lints files and packs each result (serialized, counted) for the main thread's store. */
export function lintBatch({ files, options }: Pick<WorkerRequest, 'files' | 'options'>): PackedResult[] {
  return files.map((file) => packResult(lintPath(file, options)));
}

parentPort?.on('message', (request: WorkerRequest) => {
  let response: WorkerResponse;
  try {
    response = { id: request.id, results: lintBatch(request) };
  } catch (error) {
    response = { id: request.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort!.postMessage(response);
});
