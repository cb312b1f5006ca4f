/**
 * Health endpoints in the API server's style: `/livez`, `/readyz`, `/healthz`
 * (deprecated alias), one path per check (`/readyz/<check>`), `?verbose` and
 * `?exclude=<check>`. The HTTP status is the signal: 200 healthy, 500 not.
 */

import { quote } from './admission.js';

/** A check returns undefined when healthy, or the reason it fails (logged, never served). */
export type CheckFn = () => string | undefined;

export interface HealthCheck {
  name: string;
  check: CheckFn;
  /** The endpoints that run this check. */
  on: ReadonlyArray<'livez' | 'readyz' | 'healthz'>;
}

export interface HealthAnswer {
  status: number;
  body: string;
}

export const HEALTH_ENDPOINTS = ['livez', 'readyz', 'healthz'] as const;
export type HealthEndpoint = (typeof HEALTH_ENDPOINTS)[number];

export class Health {
  private readonly checks: HealthCheck[] = [];
  /** Called with the failing check and its reason; the served body withholds the reason. */
  onFailure: (endpoint: string, check: string, reason: string) => void = () => {};

  add(check: HealthCheck): this {
    this.checks.push(check);
    return this;
  }

  names(endpoint: HealthEndpoint): string[] {
    return this.checks.filter((c) => c.on.includes(endpoint)).map((c) => c.name);
  }

  private run(check: HealthCheck): string | undefined {
    try {
      return check.check();
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  /**
   * Answers a health path, or returns undefined when `pathname` is not one.
   * `query` is the raw URL search parameters.
   */
  answer(method: string, pathname: string, query: URLSearchParams): HealthAnswer | undefined {
    const match = /^\/(livez|readyz|healthz)(?:\/([^/]+))?\/?$/.exec(pathname);
    if (!match) return undefined;
    if (method !== 'GET' && method !== 'HEAD') return { status: 405, body: `method ${method} not allowed; use GET\n` };
    const endpoint = match[1] as HealthEndpoint;
    const checks = this.checks.filter((c) => c.on.includes(endpoint));
    const single = match[2] === undefined ? undefined : decodeURIComponent(match[2]);
    if (single !== undefined) {
      const check = checks.find((c) => c.name === single);
      if (!check) return { status: 404, body: `no health check named ${quote(single)} on /${endpoint}\n` };
      const reason = this.run(check);
      if (reason === undefined) return { status: 200, body: 'ok' };
      this.onFailure(endpoint, check.name, reason);
      return { status: 500, body: `[-]${check.name} failed: reason withheld\nhealthz check failed\n` };
    }
    const verbose = query.has('verbose');
    const excluded = new Set(
      query
        .getAll('exclude')
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter(Boolean),
    );
    const lines: string[] = [];
    let failed = false;
    for (const check of checks) {
      if (excluded.has(check.name)) {
        excluded.delete(check.name);
        lines.push(`[+]${check.name} excluded: ok`);
        continue;
      }
      const reason = this.run(check);
      if (reason === undefined) {
        lines.push(`[+]${check.name} ok`);
      } else {
        failed = true;
        this.onFailure(endpoint, check.name, reason);
        lines.push(`[-]${check.name} failed: reason withheld`);
      }
    }
    if (excluded.size > 0) {
      // The names come from the query: quote a bounded number of them, each cut short.
      const names = [...excluded].slice(0, 10).map((e) => quote(e, 64));
      lines.push(`warn: some health checks cannot be excluded: no matches for ${names.join(',')}${excluded.size > 10 ? ',…' : ''}`);
    }
    if (failed) return { status: 500, body: `${lines.join('\n')}\nhealthz check failed\n` };
    if (!verbose) return { status: 200, body: 'ok' };
    return { status: 200, body: `${lines.join('\n')}\nhealthz check passed\n` };
  }
}

/**
 * Watches the event loop: a timer that should fire every `intervalMs`. A tick that
 * comes late by more than `thresholdMs`, or no tick for that long, means the loop
 * was (or is) stalled; liveness then fails until `windowMs` has passed without one.
 */
export class EventLoopWatch {
  private timer: NodeJS.Timeout | undefined;
  private last = Date.now();
  private lastStall = 0;
  maxLagMs = 0;

  constructor(
    readonly thresholdMs: number,
    readonly intervalMs = 200,
    readonly windowMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  start(): void {
    this.last = this.now();
    this.timer = setInterval(() => this.tick(), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  tick(): void {
    const now = this.now();
    const lag = now - this.last - this.intervalMs;
    this.last = now;
    if (lag > this.maxLagMs) this.maxLagMs = lag;
    if (lag > this.thresholdMs) this.lastStall = now;
  }

  /** undefined when the loop is healthy. */
  check(): string | undefined {
    const now = this.now();
    const sinceTick = now - this.last;
    if (sinceTick > this.thresholdMs + this.intervalMs) return `event loop timer has not fired for ${sinceTick} ms`;
    if (this.lastStall !== 0 && now - this.lastStall < this.windowMs)
      return `event loop stalled beyond ${this.thresholdMs} ms within the last ${this.windowMs} ms`;
    return undefined;
  }
}
