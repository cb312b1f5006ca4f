import { position, sourceOf } from './shared.js';
import type { FileResult, Formatter } from './types.js';

/**
 * Machine-readable output, stable: the shape is described by
 * `packages/cli/schema/lint-output.schema.json` (documented in docs/cli.md). Fields are
 * only added, never renamed or removed, while `version` stays 1.
 */
export const json: Formatter = (results, summary, options, write) => {
  // The document JSON.stringify(…, null, 2) would write, one file at a time: the head with an
  // empty list of files, then each file indented to its place in that list.
  const head = JSON.stringify({ version: 1, tool: { name: 'plumbline', version: options.version }, summary, files: [] }, null, 2);
  const open = head.slice(0, head.length - '[]\n}'.length);
  let first = true;
  for (const result of results()) {
    const file = JSON.stringify(fileEntry(result), null, 2).replace(/\n/g, '\n    ');
    write(first ? `${open}[\n    ${file}` : `,\n    ${file}`);
    first = false;
  }
  write(first ? `${open}[]\n}\n` : '\n  ]\n}\n');
};

/** One file's entry of the `files` list. */
function fileEntry(result: FileResult): object {
  return {
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
  };
}
