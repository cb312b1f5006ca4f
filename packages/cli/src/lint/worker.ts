import { parentPort } from 'node:worker_threads';
import type { InputFile } from '@plumbline/host';
import { lintPath, type LintJobOptions } from './lint-file.js';
import { packResult, type PackedResult } from './results.js';

/** The worker threads' side of pool.ts: lints batches of files sent by the main thread. */

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

/** Answers the main thread's lint requests; called once in a worker thread, by its launcher. */
export function serveLintRequests(): void {
  const port = parentPort;
  if (port === null) throw new Error('serveLintRequests: not in a worker thread');
  port.on('message', (request: WorkerRequest) => {
    let response: WorkerResponse;
    try {
      response = { id: request.id, results: lintBatch(request) };
    } catch (error) {
      response = { id: request.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    port.postMessage(response);
  });
}
