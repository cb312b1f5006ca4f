import { createRule, type JsonObject, type RuleContext } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { dataSourcesProblems, normalizeDataSources, type Problem } from '../_shared/volume-sources.js';

function specProblems(spec: JsonObject, ctx: RuleContext): Problem[] {
  // normalizeDataSources changes only these fields (and the namespace inside dataSourceRef): copy just them.
  const copy: JsonObject = { ...spec };
  if (isObject(spec.dataSourceRef)) copy.dataSourceRef = { ...spec.dataSourceRef };
  normalizeDataSources(copy, ctx.gate('AnyVolumeDataSource'), ctx.gate('CrossNamespaceVolumeDataSource'));
  return dataSourcesProblems(copy, ['spec']);
}

export default createRule({
  id: 'persistent-volume-claim/data-source-invalid',
  meta: {
    kinds: ['PersistentVolumeClaim'],
    type: 'field',
    severity: 'error',
    messages: {
      dataSourceNameRequired: '`{{path}}` is missing or empty; a data source names the object to copy from.',
      dataSourceKindRequired: '`{{path}}` is missing or empty; a data source names the kind of the object to copy from.',
      dataSourceCoreKind: '`{{path}}` has kind "{{value}}" in the core API group; there the only kind allowed is PersistentVolumeClaim.',
      dataSourceGroupInvalid: '`{{path}}` is "{{value}}", which is not an API group (a DNS subdomain): {{detail}}.',
      dataSourceNamespaceInvalid: '`{{path}}` is "{{value}}", which is not a namespace name (a DNS label): {{detail}}.',
      dataSourceWithNamespace: '`{{path}}` sets `dataSource` while `dataSourceRef.namespace` is set; a cross-namespace data source goes in `dataSourceRef` only.',
      dataSourceMismatch: '`{{path}}` sets `dataSource` and `dataSourceRef` to different objects; when both are set they must name the same object.',
    },
    docs: {
      description: 'Enforce complete and consistent claim data sources',
      spec: { doc: 'part3', section: 'PersistentVolumeClaim', field: 'dataSourceRef' },
      details: [
        'Before validating, the server copies between the two fields (feature gate AnyVolumeDataSource, on by default): a `dataSource` without `dataSourceRef` is copied to `dataSourceRef`, and a `dataSourceRef` without a namespace is copied to `dataSource`. With the gate off, a `dataSource` that is neither a PersistentVolumeClaim nor a VolumeSnapshot is dropped. `dataSourceRef.namespace` is dropped unless feature gate CrossNamespaceVolumeDataSource (alpha, off) is on. Plumbline does the same, so a problem of one field is often reported at both paths, as the server does.',
        'Each reference needs `kind` and `name`; without `apiGroup` the kind must be PersistentVolumeClaim (core group); `apiGroup` is a DNS subdomain. When both are set they must be equal ("must match dataSourceRef", at `spec`), and `dataSource` may not be set with a `dataSourceRef.namespace`.',
      ].join('\n\n'),
    },
  },
  check(ctx) {
    // A claim without a spec is checked as one with an empty spec (the server requires its fields).
    const spec = isObject(ctx.object.spec) ? ctx.object.spec : {};
    for (const p of specProblems(spec, ctx)) ctx.report(p);
  },
});
