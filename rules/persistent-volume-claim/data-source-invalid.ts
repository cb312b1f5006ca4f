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
        'Before validating, the server copies between the two fields (feature gate AnyVolumeDataSource, on by default): a `dataSource` without `dataSourceRef` is copied to `dataSourceRef`, and a `dataSourceRef` without a namespace is copied to `dataSource`. With the gate off, a `dataSource` that is neither a PersistentVolumeClaim nor a VolumeSnapshot is dropped. `dataSourceRef.namespace` is dropped unless feature gate CrossNamespaceVolumeDataSource (alpha, off) is on. Plumbline does the same, so a problem of one field is often reported at both paths, as the server does.',
        'Each reference needs `kind` and `name`; without `apiGroup` the kind must be PersistentVolumeClaim (core group); `apiGroup` is a DNS subdomain. When both are set they must be equal ("must match dataSourceRef", at `spec`), and `dataSource` may not be set with a `dataSourceRef.namespace`.',
      ].join('\n\n'),
    },
  },
  (spec, ctx) => {
    // normalizeDataSources changes only these fields (and the namespace inside dataSourceRef): copy just them.
    const copy: JsonObject = { ...spec };
    if (isObject(spec.dataSourceRef)) copy.dataSourceRef = { ...spec.dataSourceRef };
    normalizeDataSources(copy, ctx.gate('AnyVolumeDataSource'), ctx.gate('CrossNamespaceVolumeDataSource'));
    return dataSourcesProblems(copy, ['spec']);
  },
);
