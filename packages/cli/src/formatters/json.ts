import { position, sourceOf } from './shared.js';
import type { Formatter } from './types.js';

/**
 * Machine-readable output, stable: the shape is described by
 * `packages/cli/schema/lint-output.schema.json` (documented in docs/cli.md). Fields are
 * only added, never renamed or removed, while `version` stays 1.
 */
export const json: Formatter = (results, summary, options) => {
  const files = results.map((result) => ({
    path: result.file,
    ...(result.readError ? { error: result.readError } : {}),
    ...(result.synthetic ? { stored: true } : {}),
    documents: result.documentCount,
    bytes: result.bytes,
    suppressed: result.suppressed,
    ...(result.fixed !== undefined ? { fixed: result.fixed } : {}),
    resources: result.resources.map((r) => ({
      apiVersion: r.apiVersion ?? null,
      kind: r.kind ?? null,
      namespace: r.namespace ?? null,
      name: r.name ?? null,
      documentIndex: r.documentIndex,
      ...(r.itemIndex !== undefined ? { itemIndex: r.itemIndex } : {}),
      line: r.line + 1,
      status: r.status,
      ...(r.coverage ? { coverage: r.coverage } : {}),
      ...(r.update ? { update: true } : {}),
    })),
    diagnostics: result.diagnostics.map((d) => ({
      ...(sourceOf(result, d) ? { source: sourceOf(result, d) } : {}),
      ruleId: d.ruleId,
      messageId: d.messageId,
      severity: d.severity,
      message: d.message,
      path: d.path,
      reason: d.reason,
      ...position(d),
      ...(d.documentIndex !== undefined ? { documentIndex: d.documentIndex } : {}),
      ...(d.docsUrl ? { docsUrl: d.docsUrl } : {}),
      ...(d.fix ? { fix: d.fix } : {}),
    })),
  }));
  return `${JSON.stringify({ version: 1, tool: { name: 'plumbline', version: options.version }, summary, files }, null, 2)}\n`;
};
