import assert from 'node:assert/strict';
import { customResourceCatalog, lintText, validate, type JsonObject } from '@plumbline/core';
import { fixtureCatalog, fixtureCrds, widget } from '../utils/crd-catalog.js';

/**
 * Issue 20: the catalog of custom resource kinds as the engine uses it (`dynamicKinds`): defaulting before
 * validation, RE2 patterns, lengths in code points, the cache fingerprint, and the engine's generic hook.
 */
const ids = (text: string, catalog = fixtureCatalog): string[] =>
  lintText(text, { dynamicKinds: catalog }).diagnostics.map((d) => `${d.ruleId} ${d.path}`);

function gadget(property: JsonObject, required: string[] = []): JsonObject {
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'gadgets.example.com' },
    spec: {
      group: 'example.com',
      names: { kind: 'Gadget', listKind: 'GadgetList', plural: 'gadgets', singular: 'gadget' },
      scope: 'Namespaced',
      versions: [
        {
          name: 'v1',
          served: true,
          storage: true,
          schema: { openAPIV3Schema: { type: 'object', properties: { spec: { type: 'object', required, properties: { f: property } } } } },
        },
      ],
    },
  };
}
const gadgetOf = (f: unknown): JsonObject => ({
  apiVersion: 'example.com/v1',
  kind: 'Gadget',
  metadata: { name: 'g', namespace: 'x' },
  spec: { f },
});

describe('custom resources: the catalog', () => {
  it('applies defaults before validation: a required field with a default is present', () => {
    const catalog = customResourceCatalog([gadget({ type: 'string', default: 'x' }, ['f'])]);
    assert.deepEqual(
      validate(
        { apiVersion: 'example.com/v1', kind: 'Gadget', metadata: { name: 'g', namespace: 'x' }, spec: {} },
        { dynamicKinds: catalog },
      ),
      [],
    );
  });

  it('replaces a null non-nullable field by its default, and drops one without a default (PruneNonNullableNullsWithoutDefaults)', () => {
    const defaulted = customResourceCatalog([gadget({ type: 'string', default: 'x', enum: ['x'] })]);
    assert.deepEqual(validate(gadgetOf(null), { dynamicKinds: defaulted }), []);
    const plain = customResourceCatalog([gadget({ type: 'string' })]);
    assert.deepEqual(validate(gadgetOf(null), { dynamicKinds: plain }), []);
    const nullable = customResourceCatalog([gadget({ type: 'string', nullable: true, enum: ['x'] })]);
    assert.deepEqual(
      validate(gadgetOf(null), { dynamicKinds: nullable }).map((d) => d.ruleId),
      ['custom-resource/value-not-supported'],
    );
  });

  it('matches patterns with RE2 semantics: Unicode classes, (?i) flags, unanchored search', () => {
    const catalog = customResourceCatalog([gadget({ type: 'string', pattern: '^\\p{Greek}+$' })]);
    assert.deepEqual(validate(gadgetOf('αβγ'), { dynamicKinds: catalog }), []);
    assert.deepEqual(
      validate(gadgetOf('abc'), { dynamicKinds: catalog }).map((d) => d.messageId),
      ['pattern'],
    );
    const flags = customResourceCatalog([gadget({ type: 'string', pattern: '(?i)abc' })]);
    assert.deepEqual(validate(gadgetOf('xxABCxx'), { dynamicKinds: flags }), []);
  });

  it('counts lengths in code points, not UTF-16 units or bytes', () => {
    const catalog = customResourceCatalog([gadget({ type: 'string', maxLength: 2 })]);
    assert.deepEqual(validate(gadgetOf('😀😀'), { dynamicKinds: catalog }), []);
    assert.deepEqual(
      validate(gadgetOf('😀😀😀'), { dynamicKinds: catalog }).map((d) => d.messageId),
      ['maxLength'],
    );
  });

  it('serialises as a fingerprint that changes with the CRDs (the editor caches results per options)', () => {
    const a = JSON.stringify({ dynamicKinds: customResourceCatalog([gadget({ type: 'string' })]) });
    const b = JSON.stringify({ dynamicKinds: customResourceCatalog([gadget({ type: 'integer' })]) });
    assert.notEqual(a, b);
    assert.equal(a, JSON.stringify({ dynamicKinds: customResourceCatalog([gadget({ type: 'string' })]) }));
  });

  it('runs only the metadata rules of its own on a custom resource named like a built-in kind', () => {
    const [crd] = fixtureCrds('widget-crd.yaml');
    const spec = crd!.spec as { names: Record<string, string> };
    spec.names = { kind: 'Service', listKind: 'ServiceList', plural: 'services', singular: 'service' };
    (crd!.metadata as JsonObject).name = 'services.example.com';
    const catalog = customResourceCatalog([crd!]);
    // A core Service without ports is an error; this Service of example.com is not one.
    assert.deepEqual(ids('apiVersion: example.com/v1\nkind: Service\nmetadata: {name: s}\nspec: {size: 2}\n', catalog), []);
  });

  it('reports a resource of the catalog as checked against its CRD', () => {
    const result = lintText(widget('size: 2'), { dynamicKinds: fixtureCatalog });
    assert.deepEqual(
      result.resources.map((r) => [r.kind, r.status, r.coverage]),
      [['Widget', 'checked', 'custom-resource']],
    );
  });
});
