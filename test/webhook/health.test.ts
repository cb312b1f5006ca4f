import assert from 'node:assert/strict';
import { EventLoopWatch, fitWarnings, Health, parseGoDuration, sanitizeWarning } from '@plumbline/webhook';

describe('webhook health checks', () => {
  const q = (s = ''): URLSearchParams => new URLSearchParams(s);

  it('a failing check fails the endpoint with 500, names the check and withholds the reason', () => {
    let ready = false;
    const failures: string[] = [];
    const health = new Health()
      .add({ name: 'ping', on: ['livez', 'readyz'], check: () => undefined })
      .add({ name: 'rules-loaded', on: ['readyz'], check: () => (ready ? undefined : 'secret detail') });
    health.onFailure = (endpoint, check, reason) => failures.push(`${endpoint}/${check}: ${reason}`);
    const answer = health.answer('GET', '/readyz', q())!;
    assert.equal(answer.status, 500);
    assert.equal(answer.body, '[+]ping ok\n[-]rules-loaded failed: reason withheld\nhealthz check failed\n');
    assert.ok(!answer.body.includes('secret detail'));
    assert.deepEqual(failures, ['readyz/rules-loaded: secret detail']);
    assert.equal(health.answer('GET', '/livez', q())!.status, 200, 'liveness does not run readiness checks');
    assert.equal(health.answer('GET', '/readyz/rules-loaded', q())!.status, 500);
    assert.equal(health.answer('GET', '/readyz', q('exclude=rules-loaded'))!.status, 200);
    ready = true;
    assert.deepEqual(health.answer('GET', '/readyz', q())!, { status: 200, body: 'ok' });
    assert.deepEqual(health.answer('GET', '/readyz/', q())!, { status: 200, body: 'ok' });
    assert.equal(health.answer('GET', '/ready', q()), undefined, 'not a health path');
  });

  it('a check that throws counts as failed', () => {
    const health = new Health().add({ name: 'log', on: ['livez'], check: () => { throw new Error('boom'); } });
    assert.equal(health.answer('GET', '/livez', q())!.status, 500);
  });

  it('the event-loop watch fails liveness after a stall beyond the threshold, then recovers', () => {
    let now = 0;
    const watch = new EventLoopWatch(1000, 100, 5000, () => now);
    watch.start();
    watch.stop();
    for (let i = 0; i < 5; i += 1) {
      now += 100;
      watch.tick();
    }
    assert.equal(watch.check(), undefined);
    now += 150; // a little late: fine
    watch.tick();
    assert.equal(watch.check(), undefined);
    now += 2500; // wedged for 2.5 s
    assert.match(watch.check()!, /has not fired for/);
    watch.tick();
    assert.match(watch.check()!, /stalled beyond 1000 ms/);
    for (let i = 0; i < 60; i += 1) {
      now += 100;
      watch.tick();
    }
    assert.equal(watch.check(), undefined, 'healthy again once the window has passed');
  });
});

describe('webhook admission helpers', () => {
  it('sanitizeWarning: one line, no control characters, at most 256 characters', () => {
    assert.equal(sanitizeWarning('a\nb\r\n\tc\u0000d\u007fe'), 'a b c d e');
    const long = sanitizeWarning('x'.repeat(1000));
    assert.equal(long.length, 256);
    assert.ok(long.endsWith('...'));
  });

  it('fitWarnings: drops duplicates and stays within 4096 characters', () => {
    assert.deepEqual(fitWarnings(['a', 'a', 'b']), ['a', 'b']);
    const many = fitWarnings(Array.from({ length: 100 }, (_, i) => `rule/${i}: ${'y'.repeat(100)}`));
    assert.ok(many.join('').length <= 4096);
    assert.match(many.at(-1)!, /^plumbline: \d+ more findings not shown/);
    assert.equal(fitWarnings([]).length, 0);
  });

  it('parseGoDuration reads the API server timeout parameter', () => {
    assert.equal(parseGoDuration('10s'), 10_000);
    assert.equal(parseGoDuration('500ms'), 500);
    assert.equal(parseGoDuration('1m30s'), 90_000);
    assert.equal(parseGoDuration('1.5s'), 1500);
    assert.equal(parseGoDuration('10'), undefined);
    assert.equal(parseGoDuration('soon'), undefined);
    assert.equal(parseGoDuration(''), undefined);
  });
});

describe('webhook certificate watcher', function () {
  this.timeout(20_000);

  it('skips a half-rotated (mismatched) pair and takes the complete one', async () => {
    const { makeCerts, SecretVolume, sleep } = await import('./helpers.js');
    const { readTlsMaterial, TlsWatcher } = await import('@plumbline/webhook');
    const a = makeCerts();
    const b = makeCerts();
    const volume = new SecretVolume(a.cert, a.key);
    const changes: string[] = [];
    const errors: string[] = [];
    const watcher = new TlsWatcher(volume.certFile, volume.keyFile, readTlsMaterial(volume.certFile, volume.keyFile), (m) => changes.push(m.fingerprint), (e) => errors.push(e.message), 60_000);
    watcher.start();
    try {
      volume.write(b.cert, a.key); // new certificate, old key: not a usable pair
      for (let i = 0; i < 40 && errors.length === 0; i += 1) await sleep(50);
      assert.deepEqual(changes, []);
      assert.match(errors[0]!, /does not match the certificate/);
      volume.write(b.cert, b.key);
      for (let i = 0; i < 40 && changes.length === 0; i += 1) await sleep(50);
      assert.equal(changes.length, 1, 'picked up by the directory watch, well before the 60 s poll');
      assert.equal(watcher.material.fingerprint, readTlsMaterial(volume.certFile, volume.keyFile).fingerprint);
    } finally {
      watcher.close();
    }
  });
});
