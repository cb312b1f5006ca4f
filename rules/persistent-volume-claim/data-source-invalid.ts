import { createRule, type JsonObject, type RuleContext } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { dataSourcesProblems, normalizeDataSources, type Problem } from '../_shared/volume-sources.js';

function specProblems(spec: JsonObject, ctx: RuleContext): Problem[] {
  // normalizeDataSources replaces or deletes only these two fields: a shallow copy keeps the object intact.
  const copy: JsonObject = { ...spec };
  const oldSpec = ctx.oldObject && isObject(ctx.oldObject.spec) ? ctx.oldObject.spec : undefined;
  normalizeDataSources(copy, ctx.gate('AnyVolumeDataSource'), ctx.gate('CrossNamespaceVolumeDataSource'), oldSpec);
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
      dataSourceWithNamespace:
        '`{{path}}` sets `dataSource` while `dataSourceRef.namespace` is set; a cross-namespace data source goes ' +
        'in `dataSourceRef` only.',
      dataSourceMismatch:
        '`{{path}}` sets `dataSource` and `dataSourceRef` to different objects; when both are set they must name the ' + 'same object.',
    },
    docs: {
      description: 'Enforce complete and consistent claim data sources',
      spec: { doc: 'part3', section: 'PersistentVolumeClaim', field: 'dataSourceRef' },
      details: [
        'Before validating, the server prepares the two fields (pkg/api/persistentvolumeclaim/util.go in v1.34.1, called in this order ' +
          "by the claim strategy's PrepareForCreate and PrepareForUpdate): `DropDisabledFields` drops `dataSourceRef` when feature gate " +
          'AnyVolumeDataSource is off, and drops the whole `dataSourceRef` when it has a namespace and CrossNamespaceVolumeDataSource ' +
          '(alpha) is off; `EnforceDataSourceBackwardsCompatibility` then drops, with no error, a `dataSource` that is neither a ' +
          'PersistentVolumeClaim (core group) nor a VolumeSnapshot (snapshot.storage.k8s.io), including one without `kind`, when ' +
          '`dataSourceRef` is not set (on update, only when the stored claim has no data source); `NormalizeDataSources` (gate ' +
          'AnyVolumeDataSource, on by default) copies a `dataSource` without `dataSourceRef` to `dataSourceRef`, and a `dataSourceRef` ' +
          'without a namespace to `dataSource`. Plumbline does the same, so a problem of one field is often reported at both paths, as ' +
          'the server does; what the server drops is a warning of persistent-volume-claim/data-source-ignored.',
        'Each reference needs `kind` and `name`; without `apiGroup` the kind must be PersistentVolumeClaim (core group); `apiGroup` is a ' +
          'DNS subdomain. When both are set they must be equal ("must match dataSourceRef", at `spec`), and `dataSource` may not be set ' +
          'with a `dataSourceRef.namespace`.',
      ].join('\n\n'),
    },
  },
  check(ctx) {
    // A claim without a spec is checked as one with an empty spec (the server requires its fields).
    const spec = isObject(ctx.object.spec) ? ctx.object.spec : {};
    for (const p of specProblems(spec, ctx)) ctx.report(p);
  },
});
