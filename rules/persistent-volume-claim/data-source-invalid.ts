import { GENERIC_MESSAGES, dataSourcesProblems, normalizeDataSources } from '../_shared/volume-sources.js';
import { isObject } from '../_shared/helpers.js';
import type { JsonObject } from '@plumbline/engine';
import { pvcRule } from './_rule.js';

export default pvcRule(
  'persistent-volume-claim/data-source-invalid',
  {
    severity: 'error',
    messages: { required: GENERIC_MESSAGES.required, invalid: GENERIC_MESSAGES.invalid },
    docs: {
      description: 'Enforce complete and consistent claim data sources',
      spec: { doc: 'part3', section: 'PersistentVolumeClaim', field: 'dataSourceRef' },
      details: [
        'Before validating, the server prepares the two fields (pkg/api/persistentvolumeclaim/util.go in v1.34.1, called in this order by the claim strategy\'s PrepareForCreate and PrepareForUpdate): `DropDisabledFields` drops `dataSourceRef` when feature gate AnyVolumeDataSource is off, and drops the whole `dataSourceRef` when it has a namespace and CrossNamespaceVolumeDataSource (alpha) is off; `EnforceDataSourceBackwardsCompatibility` then drops, with no error, a `dataSource` that is neither a PersistentVolumeClaim (core group) nor a VolumeSnapshot (snapshot.storage.k8s.io), including one without `kind`, when `dataSourceRef` is not set (on update, only when the stored claim has no data source); `NormalizeDataSources` (gate AnyVolumeDataSource, on by default) copies a `dataSource` without `dataSourceRef` to `dataSourceRef`, and a `dataSourceRef` without a namespace to `dataSource`. Plumbline does the same, so a problem of one field is often reported at both paths, as the server does; what the server drops is a warning of persistent-volume-claim/data-source-ignored.',
        'Each reference needs `kind` and `name`; without `apiGroup` the kind must be PersistentVolumeClaim (core group); `apiGroup` is a DNS subdomain. When both are set they must be equal ("must match dataSourceRef", at `spec`), and `dataSource` may not be set with a `dataSourceRef.namespace`.',
      ].join('\n\n'),
    },
  },
  (spec, ctx) => {
    // normalizeDataSources replaces or deletes only these two fields: a shallow copy keeps the object intact.
    const copy: JsonObject = { ...spec };
    const oldSpec = ctx.oldObject && isObject(ctx.oldObject.spec) ? ctx.oldObject.spec : undefined;
    normalizeDataSources(copy, ctx.gate('AnyVolumeDataSource'), ctx.gate('CrossNamespaceVolumeDataSource'), oldSpec);
    return dataSourcesProblems(copy, ['spec']);
  },
);
