import { createRule, type JsonObject, type RuleContext } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { isClaimOrSnapshot, type Problem } from '../_shared/volume-sources.js';

function specProblems(spec: JsonObject, ctx: RuleContext): Problem[] {
  const out: Problem[] = [];
  const ds = spec.dataSource;
  const oldSpec = ctx.oldObject && isObject(ctx.oldObject.spec) ? ctx.oldObject.spec : undefined;
  const inUse = oldSpec !== undefined && (isObject(oldSpec.dataSource) || isObject(oldSpec.dataSourceRef));
  if (isObject(ds) && !isClaimOrSnapshot(ds) && !inUse) {
    const group = typeof ds.apiGroup === 'string' ? ds.apiGroup : '';
    const kind = typeof ds.kind === 'string' ? ds.kind : '';
    if (!isObject(spec.dataSourceRef)) {
      const what = kind === '' ? 'no kind' : group === '' ? `kind ${kind} of the core group` : `${kind} (${group})`;
      out.push({ messageId: 'dropped', path: ['spec', 'dataSource'], reason: 'FieldValueInvalid', data: { what } });
    } else if (group !== '' && kind !== '') {
      out.push({ messageId: 'populator', path: ['spec', 'dataSource'], reason: 'FieldValueInvalid', data: { kind, group } });
    }
  }
  const ref = spec.dataSourceRef;
  if (isObject(ref) && typeof ref.namespace === 'string' && ref.namespace !== '' && !ctx.gate('CrossNamespaceVolumeDataSource')) {
    out.push({ messageId: 'namespace', path: ['spec', 'dataSourceRef', 'namespace'], reason: 'FieldValueForbidden', data: {} });
  }
  return out;
}

export default createRule({
  id: 'persistent-volume-claim/data-source-ignored',
  meta: {
    kinds: ['PersistentVolumeClaim'],
    type: 'field',
    severity: 'warning',
    messages: {
      populator:
        '`spec.dataSource` refers to {{kind}} ({{group}}); the specification keeps only VolumeSnapshot and ' +
        'PersistentVolumeClaim in dataSource. Use `spec.dataSourceRef` for volume populators.',
      dropped:
        '`spec.dataSource` refers to {{what}}, and `spec.dataSourceRef` is not set; the server silently drops such a dataSource ' +
        'and creates an empty volume. Use `spec.dataSourceRef` for volume populators.',
      namespace:
        '`spec.dataSourceRef.namespace` needs feature gate CrossNamespaceVolumeDataSource, which is off; the server silently ' +
        'drops the whole `spec.dataSourceRef`.',
    },
    docs: {
      description: 'Disallow claim data sources that the server may drop',
      spec: { doc: 'part3', section: 'PersistentVolumeClaim', field: 'dataSource' },
      details: [
        'The specification says `dataSource` holds a VolumeSnapshot or a PersistentVolumeClaim, while `dataSourceRef` is for any ' +
          'populator object. The v1.34 server (`EnforceDataSourceBackwardsCompatibility` in pkg/api/persistentvolumeclaim/util.go, ' +
          "called by the claim strategy's PrepareForCreate and PrepareForUpdate before `NormalizeDataSources`) drops, without an error, " +
          'a `dataSource` of any other kind, or with no `kind` at all, when `dataSourceRef` is not set (on update: unless the stored ' +
          'claim has a data source). Plumbline warns then (`dropped`) and reports no error for the dropped field. When `dataSourceRef` ' +
          'is set to the same populator, the server keeps both; Plumbline still warns (`populator`), pointing at `dataSourceRef`.',
        '`dataSourceRef.namespace` needs feature gate CrossNamespaceVolumeDataSource (alpha, off by default). With the gate off, ' +
          '`DropDisabledFields` (same file) drops the whole `dataSourceRef`, not only its namespace, without an error.',
      ].join('\n\n'),
    },
  },
  check(ctx) {
    // A claim without a spec is checked as one with an empty spec (the server requires its fields).
    const spec = isObject(ctx.object.spec) ? ctx.object.spec : {};
    for (const p of specProblems(spec, ctx)) ctx.report(p);
  },
});
