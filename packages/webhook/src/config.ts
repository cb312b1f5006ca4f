import type { SetInput, ValidateOptions } from '@plumbline/core';

export type WebhookMode = 'enforce' | 'warn' | 'audit';
export const WEBHOOK_MODES: readonly WebhookMode[] = ['enforce', 'warn', 'audit'];

/**
 * What the webhook enforces, taken from `.plumbline.yaml` (the same file the CLI reads):
 * `rules`, `featureGates` and `settings` become the core's validate options;
 * `webhook.mode` and `webhook.exemptNamespaces` are the webhook's own.
 */
export interface WebhookSettings {
  /** enforce: errors deny; warn: errors become warnings; audit: allowed, findings in audit annotations only. */
  mode: WebhookMode;
  /** Namespaces whose objects are allowed without being checked. */
  exemptNamespaces: readonly string[];
  validateOptions: ValidateOptions;
  /**
   * Admission policies evaluated on each request (`webhook.admissionPolicies`): the objects of
   * the policy files (policies, bindings, parameters, namespaces). None by default.
   */
  policies?: readonly SetInput[];
}

export const DEFAULT_SETTINGS: WebhookSettings = { mode: 'enforce', exemptNamespaces: [], validateOptions: {} };
