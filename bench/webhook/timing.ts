/**
 * The timing rule of the webhook benchmark's open loop, apart from any socket so that a
 * fake clock can test it (test/bench/webhook-timing.test.ts).
 *
 * Request i is due at `start + i * 1000 / rate`. Timers are not precise below about a
 * millisecond, so a wait shorter than `minSleepMs` is not slept and that request leaves
 * before its slot; a timer that fires late, or a busy event loop, makes a request leave
 * after its slot. Latency counts from the earlier of the two instants:
 * - sent late: from the slot, so the generator's own delay (queueing) is not hidden;
 * - sent early: from the actual send, so no part of the round trip is dropped.
 */

export interface Clock {
  /** Milliseconds, monotonic. */
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: Clock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Where the latency of a request due at `slot` and sent at `sentAt` starts. */
export function latencyOrigin(slot: number, sentAt: number): number {
  return Math.min(slot, sentAt);
}

/** How long to sleep at `now` before the request due at `slot`: 0 when the wait is too short for a timer. */
export function sleepBefore(slot: number, now: number, minSleepMs = 1): number {
  const wait = slot - now;
  return wait > minSleepMs ? wait : 0;
}

/**
 * Sends `count` requests at `rate` per second through `send(i)` and resolves with each
 * request's latency (index i), measured from `latencyOrigin` to the settling of its promise.
 */
export async function openLoop(clock: Clock, rate: number, count: number, send: (i: number) => Promise<unknown>, minSleepMs = 1): Promise<number[]> {
  const latencies: number[] = new Array<number>(count);
  const pending: Promise<void>[] = [];
  const start = clock.now();
  for (let i = 0; i < count; i += 1) {
    const slot = start + (i * 1000) / rate;
    const wait = sleepBefore(slot, clock.now(), minSleepMs);
    if (wait > 0) await clock.sleep(wait);
    const from = latencyOrigin(slot, clock.now());
    pending.push(
      send(i).then(() => {
        latencies[i] = clock.now() - from;
      }),
    );
  }
  await Promise.all(pending);
  return latencies;
}
