import { createRule, type JsonObject, type RuleContext } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import type { Problem } from '../_shared/volume-sources.js';

function specProblems(spec: JsonObject, ctx: RuleContext): Problem[] {
  const out: Problem[] = [];
  const ds = spec.dataSource;
  if (isObject(ds)) {
    const group = typeof ds.apiGroup === 'string' ? ds.apiGroup : '';
    const kind = typeof ds.kind === 'string' ? ds.kind : '';
    const known = (group === '' && kind === 'PersistentVolumeClaim') || (group === ctx.group('snapshot.storage') && kind === 'VolumeSnapshot');
    if (!known && group !== '' && kind !== '') out.push({ messageId: 'populator', path: ['spec', 'dataSource'], reason: 'FieldValueInvalid', data: { kind, group } });
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
      populator: '`spec.dataSource` refers to {{kind}} ({{group}}); the specification keeps only VolumeSnapshot and PersistentVolumeClaim in dataSource. Use `spec.dataSourceRef` for volume populators.',
      namespace: '`spec.dataSourceRef.namespace` needs feature gate CrossNamespaceVolumeDataSource, which is off; the server silently drops the namespace.',
    },
    docs: {
      description: 'Disallow claim data sources that the server may drop',
      spec: { doc: 'part3', section: 'PersistentVolumeClaim', field: 'dataSource' },
      details: [
        'The specification says `dataSource` holds a VolumeSnapshot or a PersistentVolumeClaim and drops other kinds, while `dataSourceRef` is for any populator object. With AnyVolumeDataSource on (the v1.34 default) the server keeps such a `dataSource` and mirrors it into `dataSourceRef`; with the gate off it drops it. Plumbline keeps the server\'s verdict and warns, pointing at `dataSourceRef`.',
        '`dataSourceRef.namespace` needs feature gate CrossNamespaceVolumeDataSource (alpha, off by default); with the gate off the server drops the namespace without an error.',
      ].join('\n\n'),
    },
  },
  check(ctx) {
    // A claim without a spec is checked as one with an empty spec (the server requires its fields).
    const spec = isObject(ctx.object.spec) ? ctx.object.spec : {};
    for (const p of specProblems(spec, ctx)) ctx.report(p);
  },
});
