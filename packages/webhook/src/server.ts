import { createServer as createHttpServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import type { Socket } from 'node:net';
import { getEngine, groupOf, validate as coreValidate, type ValidateOptions } from '@plumbline/core';
import pino, { type Logger } from 'pino';
import {
  BadReview,
  clip,
  decide,
  operationLabel,
  parseReview,
  quote,
  type DecisionResult,
  type ResolveFn,
  type ValidateFn,
} from './admission.js';
import type { WebhookSettings } from './config.js';
import { EventLoopWatch, Health } from './health.js';
import { WebhookMetrics } from './metrics.js';
import { readTlsMaterial, TlsWatcher, type TlsMaterial } from './tls-files.js';

/** The API server sends at most about 3 MiB; an UPDATE carries two objects, so leave a margin. */
export const DEFAULT_MAX_REQUEST_BYTES = 4 * 1024 * 1024;
/** From accepting a connection to the complete headers of its first request (TLS handshake included). */
export const DEFAULT_REQUEST_HEADER_TIMEOUT_MS = 10_000;
/** Open connections per port; connections beyond are closed as soon as they are accepted. */
export const DEFAULT_MAX_CONNECTIONS = 1000;
/** The API server caps a webhook's `timeoutSeconds` at 30, so `?timeout=` is never longer. */
export const MAX_REVIEW_TIMEOUT_MS = 30_000;

export interface WebhookServerOptions {
  certFile: string;
  keyFile: string;
  /** HTTPS port of the admission endpoint (0: any free port). */
  port?: number;
  /** Plain-HTTP port of /livez, /readyz, /healthz and /metrics (0: any; -1: none). */
  healthPort?: number;
  /** Address of the HTTPS port (default: all interfaces). */
  host?: string;
  /** Address of the health port (default: `host`). */
  healthHost?: string;
  /**
   * Deadline from accepting a connection to the complete headers of its first request, and
   * from the first byte to the complete headers of each later request on it. Bytes that
   * trickle in do not extend it.
   */
  requestHeaderTimeoutMs?: number;
  /** Open connections per port; the excess is closed at once. */
  maxConnections?: number;
  /** After SIGTERM, how long readiness fails while requests are still served, before the listener closes. */
  shutdownDelayMs?: number;
  /** Longest time in-flight requests get to finish once the listener closed. */
  drainTimeoutMs?: number;
  maxRequestBytes?: number;
  /** A late event-loop tick beyond this fails liveness. */
  eventLoopStallMs?: number;
  settings: WebhookSettings;
  logger?: Logger;
  metrics?: WebhookMetrics;
  validate?: ValidateFn;
  resolve?: ResolveFn;
  /** Poll interval of the certificate files (events are used too). */
  certificatePollMs?: number;
}

const defaultResolve: ResolveFn = (object, options) => {
  const resolved = getEngine().resolve(object, options);
  if (!resolved?.definition) return undefined;
  return { kind: resolved.definition.kind, group: groupOf(resolved.definition, options.settings?.groupSuffix ?? 'k8s.io') };
};

/** Parses a Go duration as the API server writes `?timeout=` (`10s`, `500ms`, `1m30s`); undefined when it is not one. */
export function parseGoDuration(text: string): number | undefined {
  const re = /(\d+(?:\.\d+)?)(ns|us|\xb5s|ms|s|m|h)/gy;
  const unit: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  let total = 0;
  let matched = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    total += Number(m[1]) * unit[m[2]!]!;
    matched += m[0].length;
  }
  return matched === text.length && matched > 0 ? total : undefined;
}

/**
 * JSON lines on standard output. Writes are batched (up to 4 KiB) to save a system call
 * per decision, and flushed every 250 ms and on shutdown.
 */
export function createLogger(level = 'info'): Logger {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  const timer = setInterval(() => {
    try {
      destination.flush();
    } catch {
      // Nothing buffered, or a write already in progress: the next tick flushes.
    }
  }, 250);
  timer.unref();
  return pino(
    {
      level,
      base: { component: 'plumbline-webhook' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

type Answer = { status: number; body: string; type?: string; headers?: Record<string, string> };

/** What the server knows about one accepted TCP connection. */
interface Connection {
  /** The accepted socket (under TLS, the one the TLS socket wraps): destroying it closes the connection. */
  raw: Socket;
  /** Closes the connection when the headers of its first request are not complete in time. */
  deadline: NodeJS.Timeout | undefined;
  /** Requests whose headers arrived on this connection. */
  requests: number;
  port: 'http' | 'https';
}

/** A key for a connection that the raw socket and the TLS socket on top of it share. */
function connectionKey(socket: Socket): string {
  return `${socket.localAddress}:${socket.localPort}-${socket.remoteAddress}:${socket.remotePort}`;
}

/**
 * The admission webhook: HTTPS on `port` (POST /validate, plus the health paths),
 * plain HTTP on `healthPort` (health and /metrics), certificate reload, graceful
 * shutdown.
 */
export class WebhookServer {
  readonly logger: Logger;
  readonly metrics: WebhookMetrics;
  readonly health = new Health();
  private https: HttpsServer | undefined;
  private http: HttpServer | undefined;
  private tls: TlsWatcher | undefined;
  private readonly loop: EventLoopWatch;
  private readonly validate: ValidateFn;
  private readonly resolve: ResolveFn;
  private rulesLoaded = false;
  private logBroken: string | undefined;
  private shuttingDown = false;
  private listenerClosed = false;
  private inFlight = 0;
  private stopped: Promise<void> | undefined;
  private currentSettings: WebhookSettings;
  private readonly connections = new Map<string, Connection>();
  /** Rule ids the engine knows: the only values of the `rule` metric label besides `other`. */
  private knownRules = new Set<string>();

  constructor(readonly options: WebhookServerOptions) {
    this.currentSettings = options.settings;
    this.logger = options.logger ?? createLogger();
    this.metrics = options.metrics ?? new WebhookMetrics();
    this.validate = options.validate ?? coreValidate;
    this.resolve = options.resolve ?? defaultResolve;
    this.loop = new EventLoopWatch(options.eventLoopStallMs ?? 5000);
    const stream = (this.logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] as NodeJS.EventEmitter | undefined;
    stream?.on?.('error', (error: Error) => {
      this.logBroken = error.message;
    });
    this.health
      .add({ name: 'ping', on: ['livez', 'readyz', 'healthz'], check: () => undefined })
      .add({
        name: 'log',
        on: ['livez', 'readyz', 'healthz'],
        check: () => (this.logBroken ? `log stream failed: ${this.logBroken}` : undefined),
      })
      .add({ name: 'event-loop', on: ['livez', 'healthz'], check: () => this.loop.check() })
      .add({ name: 'rules-loaded', on: ['readyz', 'healthz'], check: () => (this.rulesLoaded ? undefined : 'ruleset not loaded yet') })
      .add({ name: 'certificate', on: ['readyz', 'healthz'], check: () => this.certificateProblem() })
      .add({ name: 'shutdown', on: ['readyz'], check: () => (this.shuttingDown ? 'shutting down' : undefined) });
    this.health.onFailure = (endpoint, check, reason) => this.logger.warn({ endpoint, check, reason }, 'health check failed');
  }

  get settings(): WebhookSettings {
    return this.currentSettings;
  }

  /**
   * Puts a new configuration in force: reviews decided from now on use it, reviews in
   * flight finish with the one they started with.
   */
  useSettings(next: WebhookSettings, source: string): void {
    this.currentSettings = next;
    this.metrics.configReloads.inc({ result: 'ok' });
    this.logger.info({ source, mode: next.mode, exemptNamespaces: next.exemptNamespaces }, 'configuration reloaded');
  }

  /** A configuration that did not load: the one in force stays. */
  settingsFailed(error: Error, source: string): void {
    this.metrics.configReloads.inc({ result: 'error' });
    this.logger.error({ source, err: error.message }, 'configuration reload failed: the previous configuration stays in force');
  }

  private certificateProblem(): string | undefined {
    const material = this.tls?.material;
    if (!material) return 'no certificate loaded';
    const now = Date.now();
    if (now >= material.notAfter) return `certificate expired at ${new Date(material.notAfter).toISOString()}`;
    if (now < material.notBefore) return `certificate not valid before ${new Date(material.notBefore).toISOString()}`;
    return undefined;
  }

  /** The bound HTTPS port. */
  get port(): number {
    const address = this.https?.address();
    return typeof address === 'object' && address ? address.port : 0;
  }

  get healthPort(): number {
    const address = this.http?.address();
    return typeof address === 'object' && address ? address.port : 0;
  }

  async start(): Promise<void> {
    const material = readTlsMaterial(this.options.certFile, this.options.keyFile);
    const headerTimeout = this.options.requestHeaderTimeoutMs ?? DEFAULT_REQUEST_HEADER_TIMEOUT_MS;
    // Node checks its header and request deadlines every `connectionsCheckingInterval`: often enough to hold them.
    const checking = { connectionsCheckingInterval: Math.min(1000, headerTimeout) };
    const https = createHttpsServer(
      { cert: material.cert, key: material.key, minVersion: 'TLSv1.2', handshakeTimeout: headerTimeout, ...checking },
      (req, res) => this.handle(req, res, 'https'),
    );
    // The API server keeps connections open and reuses them: outlive its idle timeout.
    https.keepAliveTimeout = 120_000;
    this.harden(https, headerTimeout, 'https');
    // A listener on tlsClientError stops Node from closing the socket itself: without destroy()
    // every failed or timed-out handshake would keep its file handle (CLOSE-WAIT) for ever.
    https.on('tlsClientError', (error, socket) => {
      this.logger.debug({ err: clip(error.message) }, 'TLS handshake failed');
      socket.destroy();
    });
    https.on('clientError', (_error, socket) => {
      if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
      else socket.destroy();
    });
    this.https = https;
    this.tls = new TlsWatcher(
      this.options.certFile,
      this.options.keyFile,
      material,
      (next) => this.useCertificate(next),
      (error) => {
        this.metrics.certificateReloads.inc({ result: 'error' });
        this.logger.warn({ err: error.message }, 'certificate files not usable yet; keeping the current certificate');
      },
      this.options.certificatePollMs,
    );
    this.metrics.certificateExpiry.set(material.notAfter / 1000);

    const listen = (server: HttpServer | HttpsServer, port: number, host: string | undefined): Promise<void> =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
    try {
      await listen(https, this.options.port ?? 8443, this.options.host);
      if ((this.options.healthPort ?? 8080) >= 0) {
        const http = createHttpServer(checking, (req, res) => this.handle(req, res, 'http'));
        this.harden(http, headerTimeout, 'http');
        http.on('clientError', (_error, socket) => socket.destroy());
        this.http = http;
        await listen(http, this.options.healthPort ?? 8080, this.options.healthHost ?? this.options.host);
      }
    } catch (error) {
      // Do not leave one listener open when the other could not start.
      https.close();
      this.http?.close();
      throw error;
    }
    this.tls.start();
    this.loop.start();
    this.logger.info(
      {
        port: this.port,
        healthPort: this.healthPort,
        host: this.options.host ?? null,
        healthHost: this.options.healthHost ?? this.options.host ?? null,
        mode: this.settings.mode,
        exemptNamespaces: this.settings.exemptNamespaces,
        certificateNotAfter: new Date(material.notAfter).toISOString(),
      },
      'webhook listening',
    );
    // Build the rule index after the listeners are up: readiness reports it.
    setImmediate(() => {
      try {
        const engine = getEngine();
        // Warm the validation path so that the first real review is not the slow one.
        for (let i = 0; i < 20; i += 1) {
          this.validate({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'warm-up', namespace: 'default' }, data: { a: 'b' } }, {});
          this.validate(
            { apiVersion: 'v1', kind: 'Service', metadata: { name: 'warm-up', namespace: 'default' }, spec: { ports: [{ port: 80 }] } },
            {},
          );
        }
        for (const rule of engine.rules) this.knownRules.add(rule.id);
        this.rulesLoaded = engine.rules.length > 0;
        this.logger.info({ rules: engine.rules.length }, 'ruleset loaded');
      } catch (error) {
        this.logger.error({ err: (error as Error).message }, 'ruleset failed to load');
      }
    });
  }

  /**
   * Connection limits of one listener: at most `maxConnections` open (the excess is closed
   * as soon as it is accepted), and a header deadline. Node's `headersTimeout` runs from a
   * request's first byte, so trickled header lines cannot extend it, but a connection that
   * sends nothing at all never starts a request: the deadline of a new connection runs from
   * its acceptance until the headers of its first request are complete.
   */
  private harden(server: HttpServer | HttpsServer, headerTimeout: number, port: 'http' | 'https'): void {
    server.maxConnections = this.options.maxConnections ?? DEFAULT_MAX_CONNECTIONS;
    server.headersTimeout = headerTimeout;
    // Node refuses a requestTimeout shorter than headersTimeout.
    server.requestTimeout = Math.max(60_000, headerTimeout);
    server.on('drop', () => this.metrics.connectionsRefused.inc());
    server.on('connection', (raw: Socket) => {
      const key = connectionKey(raw);
      const connection: Connection = { raw, deadline: setTimeout(() => raw.destroy(), headerTimeout), requests: 0, port };
      this.connections.set(key, connection);
      raw.once('close', () => {
        clearTimeout(connection.deadline);
        if (this.connections.get(key) === connection) this.connections.delete(key);
      });
    });
  }

  /** Notes a request's arrival on its connection: the connection's first-request deadline is met. */
  private requestArrived(req: IncomingMessage): void {
    const connection = this.connections.get(connectionKey(req.socket));
    if (!connection) return;
    connection.requests += 1;
    clearTimeout(connection.deadline);
    connection.deadline = undefined;
  }

  private useCertificate(next: TlsMaterial): void {
    this.https?.setSecureContext({ cert: next.cert, key: next.key, minVersion: 'TLSv1.2' });
    this.metrics.certificateExpiry.set(next.notAfter / 1000);
    this.metrics.certificateReloads.inc({ result: 'ok' });
    this.logger.info({ notAfter: new Date(next.notAfter).toISOString(), fingerprint: next.fingerprint }, 'serving certificate reloaded');
  }

  /** Re-reads the certificate files now (they are also watched). */
  reloadCertificate(): boolean {
    return this.tls?.reload() ?? false;
  }

  private send(res: ServerResponse, answer: Answer): void {
    if (res.headersSent || res.destroyed) return;
    const headers: Record<string, string | number> = {
      'Content-Type': answer.type ?? 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(answer.body),
      'X-Content-Type-Options': 'nosniff',
      ...answer.headers,
    };
    if (this.listenerClosed) headers.Connection = 'close';
    res.writeHead(answer.status, headers);
    res.end(res.req.method === 'HEAD' ? undefined : answer.body);
  }

  private handle(req: IncomingMessage, res: ServerResponse, port: 'http' | 'https'): void {
    this.requestArrived(req);
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const method = req.method ?? 'GET';
      if (port === 'https' && (url.pathname === '/validate' || url.pathname === '/validate/')) {
        this.handleReview(req, res, url, method);
        return;
      }
      const health = this.health.answer(method, url.pathname, url.searchParams);
      if (health) {
        this.send(res, health.status === 405 ? { ...health, headers: { Allow: 'GET, HEAD' } } : health);
        return;
      }
      if (port === 'http' && url.pathname === '/metrics') {
        if (method !== 'GET' && method !== 'HEAD') {
          this.send(res, { status: 405, body: `method ${method} not allowed; use GET\n`, headers: { Allow: 'GET, HEAD' } });
          return;
        }
        this.metrics.registry.metrics().then(
          (body) => this.send(res, { status: 200, body, type: this.metrics.registry.contentType }),
          (error: Error) => this.send(res, { status: 500, body: `metrics failed: ${error.message}\n` }),
        );
        return;
      }
      this.metrics.badRequests.inc({ reason: 'not-found' });
      this.send(res, { status: 404, body: `no such path ${clip(url.pathname)}; admission reviews go to POST /validate\n` });
    } catch (error) {
      this.logger.error({ err: clip((error as Error).message) }, 'request failed');
      this.send(res, { status: 500, body: 'internal error\n' });
    }
  }

  private refuse(res: ServerResponse, status: number, reason: string, label: string, close = false): void {
    this.metrics.badRequests.inc({ reason: label });
    this.logger.warn({ status, reason }, 'admission request refused');
    this.send(res, { status, body: `${reason}\n`, headers: close ? { Connection: 'close' } : {} });
  }

  private handleReview(req: IncomingMessage, res: ServerResponse, url: URL, method: string): void {
    const started = process.hrtime.bigint();
    if (method !== 'POST') {
      this.metrics.badRequests.inc({ reason: 'method' });
      this.send(res, { status: 405, body: `method ${clip(method)} not allowed on /validate; use POST\n`, headers: { Allow: 'POST' } });
      req.resume();
      return;
    }
    const max = this.options.maxRequestBytes ?? DEFAULT_MAX_REQUEST_BYTES;
    // The API server always sends JSON; anything else is not one of its reviews.
    const contentType = req.headers['content-type'] ?? '';
    if (contentType.split(';')[0]!.trim().toLowerCase() !== 'application/json') {
      const reason = `Content-Type ${quote(contentType)} is not supported; admission reviews are application/json`;
      this.refuse(res, 415, reason, 'unsupported-media-type', true);
      this.discard(req, max);
      return;
    }
    const declared = Number(req.headers['content-length'] ?? NaN);
    if (Number.isFinite(declared) && declared > max) {
      this.refuse(res, 413, `request body of ${declared} bytes is larger than the limit of ${max} bytes`, 'too-large', true);
      this.discard(req, max);
      return;
    }
    // ?timeout=10s: the API server's deadline for this call. Keep a margin below it.
    let deadline: NodeJS.Timeout | undefined;
    const timeoutParam = url.searchParams.get('timeout');
    if (timeoutParam !== null) {
      const parsed = parseGoDuration(timeoutParam);
      if (parsed === undefined || parsed <= 0) {
        this.refuse(res, 400, `timeout ${quote(timeoutParam)} is not a duration such as 10s`, 'bad-timeout');
        req.resume();
        return;
      }
      // Longer than the server ever sends, and past 2^31 ms Node's timer would fire at once.
      const ms = Math.min(parsed, MAX_REVIEW_TIMEOUT_MS);
      const budget = Math.max(ms - Math.min(250, ms / 10), 1);
      deadline = setTimeout(() => {
        if (res.headersSent) return;
        this.refuse(res, 504, `request not complete within the caller's timeout of ${ms} ms`, 'deadline', true);
        req.destroy();
      }, budget);
    }
    this.inFlight += 1;
    this.metrics.inFlight.inc();
    let finished = false;
    const finish = (): void => {
      if (finished) return;
      finished = true;
      if (deadline) clearTimeout(deadline);
      this.inFlight -= 1;
      this.metrics.inFlight.dec();
    };
    res.once('close', finish);
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      if (tooLarge) return;
      size += chunk.length;
      if (size > max) {
        tooLarge = true;
        chunks.length = 0;
        this.refuse(res, 413, `request body is larger than the limit of ${max} bytes`, 'too-large', true);
        this.discard(req, max);
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', () => finish());
    req.on('end', () => {
      if (tooLarge || res.headersSent) return;
      try {
        this.answerReview(res, Buffer.concat(chunks, size), started);
      } catch (error) {
        this.logger.error({ err: clip((error as Error).stack ?? String(error), 4096) }, 'admission review failed');
        this.send(res, { status: 500, body: 'internal error while deciding the review\n' });
      }
      finish();
    });
  }

  /**
   * Reads and drops the rest of a refused body, so that the client gets to read the
   * answer (closing a socket with unread data makes the kernel reset it). A sender that
   * goes on past twice the limit is cut off.
   */
  private discard(req: IncomingMessage, max: number): void {
    let dropped = 0;
    req.removeAllListeners('data');
    req.on('data', (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > 2 * max) req.destroy();
    });
    req.resume();
  }

  private answerReview(res: ServerResponse, raw: Buffer, started: bigint): void {
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch (error) {
      this.refuse(res, 400, `malformed JSON: ${clip((error as Error).message.split('\n')[0]!)}`, 'malformed-json');
      return;
    }
    let result: DecisionResult;
    try {
      const { apiVersion, request } = parseReview(body);
      result = decide(apiVersion, request, this.settings, this.validate, this.resolve);
    } catch (error) {
      if (error instanceof BadReview) {
        this.refuse(res, 400, `not an admission review: ${error.message}`, 'not-a-review');
        return;
      }
      throw error;
    }
    const json = JSON.stringify(result.review);
    this.send(res, { status: 200, body: json, type: 'application/json' });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    this.record(result, seconds);
  }

  private record(result: DecisionResult, seconds: number): void {
    const { request, review } = result;
    // Every label value comes from a fixed set: a value as sent would let callers grow the series without bound.
    const operation = operationLabel(result.operation);
    this.metrics.requests.inc({ kind: result.kindLabel, operation, decision: result.decision });
    this.metrics.latency.observe({ operation }, seconds);
    for (const d of result.diagnostics) {
      this.metrics.ruleHits.inc({ rule: this.knownRules.has(d.ruleId) ? d.ruleId : 'other', severity: d.severity });
    }
    const kind = request.kind?.kind ?? (request.object as { kind?: unknown } | undefined)?.kind;
    const text = (value: unknown): string => (typeof value === 'string' ? clip(value) : '');
    this.logger.info(
      {
        uid: text(request.uid),
        kind: text(kind),
        namespace: text(request.namespace),
        name: text(request.name),
        operation: text(request.operation),
        subresource: text(request.subResource),
        dryRun: request.dryRun === true,
        allowed: review.response.allowed,
        decision: result.decision,
        rules: result.ruleIds,
        latencyMs: Math.round(seconds * 1e6) / 1000,
      },
      'admission decision',
    );
  }

  /**
   * Graceful stop: readiness fails at once, requests are still served for
   * `shutdownDelayMs` (endpoints take a moment to drop this pod), then the listener
   * closes and in-flight requests finish (bounded by `drainTimeoutMs`).
   */
  shutdown(reason = 'SIGTERM'): Promise<void> {
    if (this.stopped) return this.stopped;
    this.shuttingDown = true;
    const delay = this.options.shutdownDelayMs ?? 5000;
    this.logger.info({ reason, shutdownDelayMs: delay }, 'shutting down: readiness fails, still serving during the delay');
    this.stopped = (async () => {
      await new Promise((resolve) => setTimeout(resolve, delay));
      this.listenerClosed = true;
      this.logger.info({ inFlight: this.inFlight }, 'listener closing; draining in-flight requests');
      const https = this.https;
      const closed = https ? new Promise<void>((resolve) => https.close(() => resolve())) : Promise.resolve();
      // Keep-alive connections that become idle after their last answer are closed too, and so are
      // connections that never brought a request (silent, mid-handshake, trickling headers): the
      // drain waits for requests, not for them.
      const closeIdle = (): void => {
        https?.closeIdleConnections();
        for (const connection of this.connections.values()) {
          if (connection.port === 'https' && connection.requests === 0) connection.raw.destroy();
        }
      };
      closeIdle();
      const idle = setInterval(closeIdle, 100);
      const drainTimeout = this.options.drainTimeoutMs ?? 20_000;
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), drainTimeout);
      });
      const forced = await Promise.race([closed.then(() => false), timedOut]);
      clearInterval(idle);
      if (timer) clearTimeout(timer);
      if (forced) {
        this.logger.warn({ inFlight: this.inFlight }, 'drain timeout: closing remaining connections');
        https?.closeAllConnections();
      }
      this.tls?.close();
      this.loop.stop();
      const http = this.http;
      if (http) {
        await new Promise<void>((resolve) => {
          http.close(() => resolve());
          http.closeAllConnections();
        });
      }
      this.logger.info('webhook stopped');
      this.logger.flush();
    })();
    return this.stopped;
  }

  get isShuttingDown(): boolean {
    return this.shuttingDown;
  }

  /** The validate options of the running configuration. */
  get validateOptions(): ValidateOptions {
    return this.settings.validateOptions;
  }
}
