/**
 * Entry points of `plumbline webhook` and `plumbline webhook certs`, loaded on demand
 * by the command line (packages/cli/src/commands/webhook.ts).
 */
import path from 'node:path';
import type { WebhookSettings } from './config.js';
import { generateCertificates, updateWebhookConfigFile, writeCertificates } from './certs.js';
import { createLogger, parseGoDuration, WebhookServer } from './server.js';
import { MountedFilesWatcher } from './tls-files.js';

export interface RunWebhookOptions {
  tlsCertFile: string;
  tlsPrivateKeyFile: string;
  port: string;
  healthPort: string;
  host?: string;
  healthHost?: string;
  shutdownDelayDuration: string;
  maxRequestBytes?: string;
  requestHeaderTimeout?: string;
  maxConnections?: string;
  logLevel?: string;
}

export class WebhookUsageError extends Error {}

function port(value: string, flag: string, allowNone = false): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < (allowNone ? -1 : 0) || n > 65535)
    throw new WebhookUsageError(
      `${flag} must be a port number (0-65535${allowNone ? ', or -1 for none' : ''}), got ${JSON.stringify(value)}`,
    );
  return n;
}

/** The configuration file in force and how to read it again. */
export interface WebhookConfigSource {
  /** The file the settings came from; undefined when none was found (defaults apply, nothing to watch). */
  path: string | undefined;
  settings: WebhookSettings;
  /** Reads the file again; throws with file, line and reason when it does not load. */
  reload(): WebhookSettings;
  /** Poll interval of the configuration file (events are used too). */
  pollMs?: number;
}

/**
 * Runs the webhook until SIGTERM or SIGINT; resolves once drained. Throws WebhookUsageError
 * when it cannot start. The configuration file is watched (a mounted ConfigMap changes by
 * a symlink swap) and read again on SIGHUP; one that does not load leaves the previous
 * configuration in force.
 */
export async function runWebhook(options: RunWebhookOptions, config: WebhookConfigSource): Promise<void> {
  const settings = config.settings;
  const configPath = config.path;
  const delay = parseGoDuration(options.shutdownDelayDuration);
  if (delay === undefined)
    throw new WebhookUsageError(
      `--shutdown-delay-duration must be a duration such as 5s, got ${JSON.stringify(options.shutdownDelayDuration)}`,
    );
  const maxRequestBytes = options.maxRequestBytes === undefined ? undefined : Number(options.maxRequestBytes);
  if (maxRequestBytes !== undefined && (!Number.isInteger(maxRequestBytes) || maxRequestBytes <= 0))
    throw new WebhookUsageError('--max-request-bytes must be a ' + 'positive integer');
  const headerTimeout = options.requestHeaderTimeout === undefined ? undefined : parseGoDuration(options.requestHeaderTimeout);
  // Node's timers hold at most 2^31 - 1 ms.
  if (options.requestHeaderTimeout !== undefined && !(headerTimeout !== undefined && headerTimeout >= 1 && headerTimeout < 2 ** 31)) {
    const given = JSON.stringify(options.requestHeaderTimeout);
    throw new WebhookUsageError(`--request-header-timeout must be a duration such as 10s, got ${given}`);
  }
  const maxConnections = options.maxConnections === undefined ? undefined : Number(options.maxConnections);
  if (maxConnections !== undefined && (!Number.isInteger(maxConnections) || maxConnections <= 0)) {
    throw new WebhookUsageError('--max-connections must be a positive integer');
  }
  const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
  const level = options.logLevel ?? 'info';
  if (!levels.includes(level)) throw new WebhookUsageError(`--log-level must be one of ${levels.join(', ')}, got ${JSON.stringify(level)}`);
  const logger = createLogger(level);
  const server = new WebhookServer({
    certFile: options.tlsCertFile,
    keyFile: options.tlsPrivateKeyFile,
    port: port(options.port, '--port'),
    healthPort: port(options.healthPort, '--health-port', true),
    host: options.host,
    healthHost: options.healthHost,
    shutdownDelayMs: delay,
    maxRequestBytes,
    requestHeaderTimeoutMs: headerTimeout,
    maxConnections,
    settings,
    logger,
  });
  logger.info({ config: configPath ?? null }, configPath ? 'configuration loaded' : 'no configuration file: defaults apply');
  try {
    await server.start();
  } catch (error) {
    logger.error({ err: (error as Error).message }, 'webhook failed to start');
    logger.flush();
    throw new WebhookUsageError((error as Error).message);
  }
  let lastSettings = JSON.stringify(settings);
  let lastFailure: string | undefined;
  const reloadConfig = (source: string): void => {
    let next: WebhookSettings;
    try {
      next = config.reload();
    } catch (error) {
      // The poll retries a broken file every interval: say each distinct failure once (SIGHUP always answers).
      const message = (error as Error).message;
      if (message !== lastFailure || source === 'SIGHUP') server.settingsFailed(error as Error, source);
      lastFailure = message;
      return;
    }
    lastFailure = undefined;
    const text = JSON.stringify(next);
    // The poll fires without a change too: only a different configuration counts (SIGHUP always answers).
    if (text === lastSettings && source !== 'SIGHUP') return;
    lastSettings = text;
    server.useSettings(next, source);
  };
  const watcher = configPath ? new MountedFilesWatcher([configPath], () => reloadConfig('file change'), config.pollMs) : undefined;
  watcher?.start();
  process.on('SIGHUP', () => (configPath ? reloadConfig('SIGHUP') : logger.warn('SIGHUP: no configuration file to read again')));
  process.on('uncaughtException', (error) => {
    // Never let one bad input take the process down; log and carry on.
    logger.error({ err: error.stack ?? String(error) }, 'uncaught exception');
  });
  return new Promise<void>((resolve) => {
    const stop = (signal: string): void => {
      watcher?.close();
      if (server.isShuttingDown) {
        logger.warn({ signal }, 'second signal: exiting now');
        logger.flush();
        process.exit(1);
      }
      void server.shutdown(signal).then(() => resolve());
    };
    process.on('SIGTERM', () => stop('SIGTERM'));
    process.on('SIGINT', () => stop('SIGINT'));
  });
}

export interface RunCertsOptions {
  service: string;
  namespace: string;
  outDir: string;
  webhookConfig?: string;
  days: string;
  extraNames?: string[];
}

export function runCerts(options: RunCertsOptions, write: (text: string) => void): void {
  const days = Number(options.days);
  if (!Number.isInteger(days) || days <= 0) throw new WebhookUsageError('--days must be a positive integer');
  const set = generateCertificates({ service: options.service, namespace: options.namespace, days, extraNames: options.extraNames });
  const files = writeCertificates(set, options.outDir);
  write(`wrote ${files.map((f) => path.relative(process.cwd(), f) || f).join(', ')}\n`);
  write(`serving certificate for ${set.dnsNames.join(', ')}, valid until ${set.notAfter.toISOString()}\n`);
  if (options.webhookConfig) {
    const count = updateWebhookConfigFile(options.webhookConfig, set.caCert);
    write(`set caBundle of ${count} webhook${count === 1 ? '' : 's'} in ${options.webhookConfig}\n`);
  }
  const tls = path.join(options.outDir, 'tls.crt');
  const key = path.join(options.outDir, 'tls.key');
  write(`next: kubectl -n ${options.namespace} create secret tls plumbline-webhook-tls --cert=${tls} --key=${key}\n`);
}
