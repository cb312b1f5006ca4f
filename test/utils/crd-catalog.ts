import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { customResourceCatalog, type CustomResourceCatalog, type JsonObject } from '@plumbline/core';
import { repoRoot } from './paths.js';

/** The fixture CRDs of test/fixtures/crds (see its README), as objects. */
export function fixtureCrds(...names: string[]): JsonObject[] {
  return names.flatMap((name) =>
    parseAllDocuments(readFileSync(path.join(repoRoot, 'test', 'fixtures', 'crds', name), 'utf8')).map((d) => d.toJS() as JsonObject),
  );
}

/** A catalog over the Certificate, ServiceMonitor and Widget fixture CRDs, with the CEL evaluator of @plumbline/cel. */
export const fixtureCatalog: CustomResourceCatalog = customResourceCatalog(
  fixtureCrds('certificate-crd.yaml', 'servicemonitor-crd.yaml', 'widget-crd.yaml'),
);

/** The same CRDs without a CEL evaluator. */
export const fixtureCatalogWithoutCel: CustomResourceCatalog = customResourceCatalog(
  fixtureCrds('certificate-crd.yaml', 'servicemonitor-crd.yaml', 'widget-crd.yaml'),
  { cel: null },
);
/** A Widget (test/fixtures/crds/widget-crd.yaml) whose spec is `spec`, each line indented under `spec:` (line 5 on). */
export function widget(spec: string, apiVersion = 'example.com/v1'): string {
  const body = spec
    .trim()
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
  return `apiVersion: ${apiVersion}\nkind: Widget\nmetadata: {name: w}\nspec:\n${body}\n`;
}

/**
 * A CRD (gadgets.example.com) whose `spec` property schema is `specSchema`, indented under it: its first line is line 17.
 * `versions` replaces the version list's extra lines (after `storage: true`, line 11).
 */
export function gadgetCrd(specSchema: string, options: { name?: string; extraVersion?: string; conversion?: string } = {}): string {
  const schema = specSchema
    .trim()
    .split('\n')
    .map((line) => `            ${line}`)
    .join('\n');
  return (
    'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\n' +
    `metadata: {name: ${options.name ?? 'gadgets.example.com'}}\n` +
    'spec:\n  group: example.com\n  names: {kind: Gadget, listKind: GadgetList, plural: gadgets, singular: gadget}\n  scope: Namespaced\n' +
    '  versions:\n  - name: v1\n    served: true\n    storage: true\n    schema:\n      openAPIV3Schema:\n        type: object\n' +
    `        properties:\n          spec:\n${schema}\n` +
    (options.extraVersion ?? '') +
    (options.conversion ?? '')
  );
}
