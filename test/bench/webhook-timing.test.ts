/** The webhook benchmark's open-loop timing rule (bench/webhook/timing.ts), on a fake clock. */
import assert from 'node:assert/strict';
import { latencyOrigin, openLoop, sleepBefore, type Clock } from '../../bench/webhook/timing.js';

/**
 * A discrete-event clock: time moves only from one pending timer to the next, after
 * every promise that can run at the current instant has run. Sleeps fire `lateMs` after
 * they are due (a busy machine); the fake requests' own delays are exact.
 */
class FakeClock implements Clock {
  private time = 0;
  private readonly timers: Array<{ at: number; fire: () => void }> = [];
  sleeps: number[] = [];

  constructor(private readonly lateMs = 0) {}

  now(): number {
    return this.time;
  }

  sleep(ms: number): Promise<void> {
    this.sleeps.push(ms);
    return this.after(ms + this.lateMs);
  }

  /** Resolves `ms` from now, exactly. */
  after(ms: number): Promise<void> {
    return new Promise((resolve) => this.timers.push({ at: this.time + ms, fire: resolve }));
  }

  /** Runs until `work` settles, moving time from timer to timer. */
  async run<T>(work: Promise<T>): Promise<T> {
    let done = false;
    const result = work.finally(() => {
      done = true;
    });
    for (;;) {
      // A macrotask turn lets every microtask of this instant run first.
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (done) return result;
      this.timers.sort((a, b) => a.at - b.at);
      const next = this.timers.shift();
      if (!next) throw new Error('fake clock: nothing pending and the work has not settled');
      this.time = next.at;
      next.fire();
    }
  }
}

describe('webhook bench: open-loop timing', () => {
  it('counts a request sent after its slot from the slot, and one sent before it from the send', () => {
    assert.equal(latencyOrigin(10, 12.5), 10);
    assert.equal(latencyOrigin(10, 9.4), 9.4);
    assert.equal(latencyOrigin(10, 10), 10);
  });

  it('does not sleep waits a timer cannot keep', () => {
    assert.equal(sleepBefore(10, 9.2), 0);
    assert.equal(sleepBefore(10, 9), 0);
    assert.equal(sleepBefore(10, 8.5), 1.5);
    assert.equal(sleepBefore(10, 12), 0);
  });

  it('keeps the whole round trip of requests that leave early', async () => {
    // 2,000/s: a slot every 0.5 ms; every request takes 2 ms. Requests 1 and 2 are due
    // 0.5 and 1 ms after the start, too soon to sleep, so they leave at 0 with request 0.
    // Counting from their slots would report 1.5 and 1 ms.
    const clock = new FakeClock();
    const sentAt: number[] = [];
    const latencies = await clock.run(
      openLoop(clock, 2000, 4, (i) => {
        sentAt[i] = clock.now();
        return clock.after(2);
      }),
    );
    assert.deepEqual(sentAt, [0, 0, 0, 1.5]);
    assert.deepEqual(clock.sleeps, [1.5]);
    assert.deepEqual(latencies, [2, 2, 2, 2]);
  });

  it('counts the generator’s own delay when a timer fires late', async () => {
    // 500/s: a slot every 2 ms; requests take 1 ms; every timer fires 3 ms late. Request 1
    // (due at 2) leaves at 5: 3 ms of queueing + 1 ms. Request 2 (due at 4) also leaves at
    // 5, without sleeping. Request 3 (due at 6) leaves at 5, early: 1 ms from its send.
    const clock = new FakeClock(3);
    const sentAt: number[] = [];
    const latencies = await clock.run(
      openLoop(clock, 500, 4, (i) => {
        sentAt[i] = clock.now();
        return clock.after(1);
      }),
    );
    assert.deepEqual(sentAt, [0, 5, 5, 5]);
    assert.deepEqual(latencies, [1, 4, 2, 1]);
  });

  it('measures to the settling of a failed request too', async () => {
    const clock = new FakeClock();
    const latencies = await clock.run(openLoop(clock, 1000, 2, () => clock.after(3).then(() => false)));
    assert.deepEqual(latencies, [3, 3]);
  });
});
