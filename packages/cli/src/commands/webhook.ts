import path from 'node:path';
import type { Command } from 'commander';
import type { WebhookSettings } from '@plumbline/webhook';
import { UsageError } from '../formatters/index.js';

interface WebhookFlags {
  tlsCertFile?: string;
  tlsPrivateKeyFile?: string;
  port: string;
  healthPort: string;
  bindAddress?: string;
  healthBindAddress?: string;
  config?: string;
  shutdownDelayDuration: string;
  maxRequestBytes?: string;
  requestHeaderTimeout: string;
  maxConnections: string;
  logLevel: string;
}

/**
 * `plumbline webhook …`: runs the validating admission webhook, and `plumbline webhook
 * certs` makes its certificates. The implementation (TLS server, metrics, node-forge)
 * and the configuration loader are imported on demand so that `plumbline lint` does
 * not load them.
 */
export function registerWebhookCommand(program: Command): void {
  const webhook = program
    .command('webhook')
    .description('run the validating admission webhook (HTTPS, AdmissionReview v1 and v1beta1)')
    .option('--tls-cert-file <file>', 'serving certificate (PEM); re-read when it changes')
    .option('--tls-private-key-file <file>', 'private key of the serving certificate (PEM)')
    .option('--port <port>', 'HTTPS port of POST /validate', '8443')
    .option('--health-port <port>', 'plain-HTTP port of /livez, /readyz, /healthz and /metrics (-1: none)', '8080')
    .option('--bind-address <host>', 'address of the HTTPS port (default: all interfaces)')
    .option(
      '--health-bind-address <host>',
      'address of the health and metrics port (default: --bind-address); /metrics has no authentication',
    )
    .option('--config <file>', 'configuration file (default: .plumbline.yaml found upward from the working directory)')
    .option('--shutdown-delay-duration <duration>', 'after SIGTERM, keep serving this long while readiness fails', '5s')
    .option('--max-request-bytes <bytes>', 'largest admission review body accepted (413 above)')
    .option('--request-header-timeout <duration>', 'deadline for the TLS handshake and the request headers of a connection', '10s')
    .option('--max-connections <n>', 'open connections per port; more are closed at once', '1000')
    .option('--log-level <level>', 'pino log level (info logs one line per decision)', 'info')
    .action(async (opts: WebhookFlags) => {
      if (!opts.tlsCertFile || !opts.tlsPrivateKeyFile)
        throw new UsageError('webhook: --tls-cert-file and --tls-private-key-file are ' + 'required (see `plumbline webhook certs`)');
      const { customResourceCatalog, getEngine } = await import('@plumbline/core');
      const { ConfigError, loadConfig, loadCustomResourceSources, readAdmissionPolicyFiles, toValidateOptions } = await import(
        '@plumbline/host'
      );
      const { PolicyFileError, policySetFrom } = await import('@plumbline/webhook');
      const knownRuleIds = (id: string): boolean => getEngine().rule(id) !== undefined;
      const load = (from: string) => {
        // An emptied ConfigMap must not turn into the defaults (enforce, no exemptions).
        const loaded = loadConfig(from, { knownRuleIds, allowEmpty: false });
        const settings: WebhookSettings = {
          mode: loaded.config.webhook?.mode ?? 'enforce',
          exemptNamespaces: loaded.config.webhook?.exemptNamespaces ?? [],
          validateOptions: toValidateOptions(loaded.config),
        };
        // Custom resources are checked against the CRDs the configuration names (no cluster access): read at start
        // and on every reload of the configuration; a CRD file that cannot be read fails the load like a bad config.
        const crdPaths = loaded.config.customResourceDefinitions ?? [];
        if (crdPaths.length > 0 && loaded.path) {
          const { sources, problems } = loadCustomResourceSources(crdPaths, path.dirname(loaded.path));
          const problem = problems[0];
          if (problem) throw new ConfigError(problem.path, problem.line, `customResourceDefinitions: ${problem.message}`);
          settings.validateOptions.dynamicKinds = customResourceCatalog(sources.crds, { jsonSchemas: sources.jsonSchemas });
        }
        // Admission policies are evaluated only when the configuration names their files.
        const policyPaths = loaded.config.webhook?.admissionPolicies ?? [];
        if (policyPaths.length > 0) {
          const base = loaded.path ? path.dirname(loaded.path) : process.cwd();
          const files = readAdmissionPolicyFiles(policyPaths, base, loaded.path ?? '.plumbline.yaml');
          try {
            settings.policies = policySetFrom(files, settings.validateOptions);
          } catch (error) {
            if (error instanceof PolicyFileError) throw new ConfigError(loaded.path ?? '.plumbline.yaml', undefined, error.message);
            throw error;
          }
        }
        return { path: loaded.path, settings };
      };
      let initial;
      try {
        initial = load(opts.config ?? process.cwd());
      } catch (error) {
        if (error instanceof ConfigError) throw new UsageError(`configuration: ${error.message}`);
        throw error;
      }
      const configPath = initial.path;
      const { runWebhook, WebhookUsageError } = await import('@plumbline/webhook');
      try {
        await runWebhook(
          {
            tlsCertFile: opts.tlsCertFile,
            tlsPrivateKeyFile: opts.tlsPrivateKeyFile,
            port: opts.port,
            healthPort: opts.healthPort,
            host: opts.bindAddress,
            healthHost: opts.healthBindAddress,
            shutdownDelayDuration: opts.shutdownDelayDuration,
            maxRequestBytes: opts.maxRequestBytes,
            requestHeaderTimeout: opts.requestHeaderTimeout,
            maxConnections: opts.maxConnections,
            logLevel: opts.logLevel,
          },
          // The file found at start is the one read again (not a new search upward).
          { path: configPath, settings: initial.settings, reload: () => load(configPath ?? process.cwd()).settings },
        );
      } catch (error) {
        if (error instanceof WebhookUsageError) throw new UsageError(`webhook: ${error.message}`);
        throw error;
      }
    });

  webhook
    .command('certs')
    .description('make a CA and a serving certificate for the webhook Service and write the caBundle into the webhook configuration')
    .requiredOption('--service <name>', 'name of the webhook Service (required)')
    .requiredOption('--namespace <ns>', 'namespace of the webhook Service (required)')
    .option('--out-dir <dir>', 'where to write ca.crt, tls.crt and tls.key', 'plumbline-certs')
    .option('--webhook-config <file>', 'ValidatingWebhookConfiguration YAML whose caBundle is set (e.g. deploy/validating-webhook.yaml)')
    .option('--days <n>', 'validity of the serving certificate in days', '365')
    .option('--extra-name <name...>', 'more subject alternative names (DNS names or IP addresses)')
    .action(
      async (opts: { service: string; namespace: string; outDir: string; webhookConfig?: string; days: string; extraName?: string[] }) => {
        const { runCerts, WebhookUsageError } = await import('@plumbline/webhook');
        try {
          runCerts(
            {
              service: opts.service,
              namespace: opts.namespace,
              outDir: opts.outDir,
              webhookConfig: opts.webhookConfig,
              days: opts.days,
              extraNames: opts.extraName,
            },
            (text) => process.stdout.write(text),
          );
        } catch (error) {
          if (error instanceof WebhookUsageError) throw new UsageError(`webhook certs: ${error.message}`);
          if (error instanceof Error && 'code' in error) throw new UsageError(`webhook certs: ${error.message}`);
          throw error;
        }
      },
    );
}
