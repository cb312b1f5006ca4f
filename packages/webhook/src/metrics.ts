import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The webhook's Prometheus metrics, in a registry of its own (served on the health port at /metrics). */
export class WebhookMetrics {
  readonly registry = new Registry();
  readonly requests: Counter<'kind' | 'operation' | 'decision'>;
  readonly latency: Histogram<'operation'>;
  readonly ruleHits: Counter<'rule' | 'severity'>;
  readonly badRequests: Counter<'reason'>;
  readonly certificateExpiry: Gauge;
  readonly certificateReloads: Counter<'result'>;
  readonly configReloads: Counter<'result'>;
  readonly inFlight: Gauge;
  readonly connectionsRefused: Counter;

  constructor(options: { defaultMetrics?: boolean } = {}) {
    const registers = [this.registry];
    this.requests = new Counter({
      name: 'plumbline_webhook_requests_total',
      help: 'Admission reviews answered, by kind, operation and decision (allowed, denied, warned, audited, exempt, skipped).',
      labelNames: ['kind', 'operation', 'decision'],
      registers,
    });
    this.latency = new Histogram({
      name: 'plumbline_webhook_request_duration_seconds',
      help: 'Time from the first byte of an admission review to its answer.',
      labelNames: ['operation'],
      buckets: [0.0005, 0.001, 0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 2.5],
      registers,
    });
    this.ruleHits = new Counter({
      name: 'plumbline_webhook_rule_hits_total',
      help: 'Findings per rule and severity (after the configuration applied).',
      labelNames: ['rule', 'severity'],
      registers,
    });
    this.badRequests = new Counter({
      name: 'plumbline_webhook_bad_requests_total',
      help: 'Requests refused before a decision: 400 malformed, 404 path, 405 method, 413 too large, 415 media type, 504 deadline.',
      labelNames: ['reason'],
      registers,
    });
    this.certificateExpiry = new Gauge({
      name: 'plumbline_webhook_certificate_expiry_timestamp_seconds',
      help: 'Expiry (notAfter) of the serving certificate in use, as a Unix timestamp.',
      registers,
    });
    this.certificateReloads = new Counter({
      name: 'plumbline_webhook_certificate_reloads_total',
      help: 'Certificate reloads after the files changed, by result (ok, error).',
      labelNames: ['result'],
      registers,
    });
    this.configReloads = new Counter({
      name: 'plumbline_webhook_config_reloads_total',
      help: 'Configuration reloads after the file changed or SIGHUP, by result (ok, error: the previous configuration stays).',
      labelNames: ['result'],
      registers,
    });
    this.inFlight = new Gauge({ name: 'plumbline_webhook_in_flight_requests', help: 'Admission reviews being handled.', registers });
    this.connectionsRefused = new Counter({
      name: 'plumbline_webhook_connections_refused_total',
      help: 'Connections closed as soon as they were accepted, because --max-connections were open on that port.',
      registers,
    });
    if (options.defaultMetrics !== false) collectDefaultMetrics({ register: this.registry, prefix: 'plumbline_webhook_' });
  }
}
