import { parentPort } from 'node:worker_threads';
import type { FileResult } from '../formatters/types.js';
import type { InputFile } from '@plumbline/host';
import { lintPath, type LintJobOptions } from './lint-file.js';

/** Worker-thread entry: lints batches of files sent by the main thread (see pool.ts). */

export interface WorkerRequest {
  id: number;
  files: InputFile[];
  options: LintJobOptions;
}

export interface WorkerResponse {
  id: number;
  results?: FileResult[];
  error?: string;
}

export function lintBatch({ files, options }: Pick<WorkerRequest, 'files' | 'options'>): FileResult[] {
  return files.map((file) => lintPath(file, options));
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
