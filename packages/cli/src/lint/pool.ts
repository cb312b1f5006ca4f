import { Worker } from 'node:worker_threads';
import type { InputFile } from '@plumbline/host';
import type { LintJobOptions } from './lint-file.js';
import type { PackedResult } from './results.js';
import type { WorkerRequest, WorkerResponse } from './worker.js';

/**
 * Spreads batches of files over `threads` threads: the main thread and `threads - 1`
 * worker threads. Each worker has at most two batches in flight and the main thread
 * lints one batch at a time between handing batches out, so memory stays bounded
 * whatever the number of files. Each batch's results go to `onBatch` as they come (not
 * in input order).
 */
export async function lintInWorkers(
  workerFile: string,
  batches: readonly InputFile[][],
  options: LintJobOptions,
  threads: number,
  lintHere: (files: InputFile[]) => PackedResult[],
  onBatch: (results: readonly PackedResult[], batch: number) => void,
): Promise<void> {
  let next = 0;
  let pending = 0;
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const notify = (): void => {
    const w = wake;
    wake = undefined;
    w?.();
  };
  const workers = Array.from({ length: Math.max(0, Math.min(threads - 1, batches.length - 1)) }, () => new Worker(workerFile));
  const send = (worker: Worker): void => {
    if (next >= batches.length) return;
    const id = next++;
    pending += 1;
    const request: WorkerRequest = { id, files: batches[id]!, options };
    worker.postMessage(request);
  };
  for (const worker of workers) {
    worker.on('message', (response: WorkerResponse) => {
      pending -= 1;
      if (response.error !== undefined) failure ??= new Error(`worker failed: ${response.error}`);
      else onBatch(response.results ?? [], response.id);
      send(worker);
      notify();
    });
    worker.on('error', (error) => {
      failure ??= error;
      notify();
    });
    worker.on('exit', (code) => {
      if (code !== 0) failure ??= new Error(`worker exited with code ${code}`);
      notify();
    });
    send(worker);
    send(worker);
  }
  try {
    // The main thread takes batches too, yielding between them so that workers get new ones.
    while (next < batches.length && !failure) {
      const id = next++;
      onBatch(lintHere(batches[id]!), id);
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    while (pending > 0 && !failure) await new Promise<void>((resolve) => (wake = resolve));
    if (failure) throw failure;
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
