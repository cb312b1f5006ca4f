import { createRule } from '@plumbline/engine';
import { arr, obj, str } from '../_shared/helpers.js';

export default createRule({
  id: 'metadata/owner-reference-invalid',
  meta: {
    kinds: ['*'],
    type: 'field',
    severity: 'error',
    messages: {
      required: '`metadata.ownerReferences[{{index}}].{{field}}` is missing; an owner reference needs apiVersion, kind, name and uid.',
      manyControllers: '`metadata.ownerReferences` has {{count}} entries with `controller: true`; at most one owner may be the controller.',
    },
    docs: {
      description: 'Require complete owner references and at most one controller',
      spec: { doc: 'part1', section: 'Shared conventions' },
      details:
        'Each owner reference needs `apiVersion`, `kind`, `name` and `uid` (`FieldValueRequired`/`FieldValueInvalid` from the ' +
        'server); only one may set `controller: true`.',
    },
  },
  check(ctx) {
    // Reviews and Binding are not stored objects; the server does not validate their metadata.
    if (ctx.definition.validatesObjectMeta === false) return;
    const refs = arr(obj(ctx.object.metadata).ownerReferences);
    let controllers = 0;
    refs.forEach((ref, index) => {
      const r = obj(ref);
      for (const field of ['apiVersion', 'kind', 'name', 'uid']) {
        if (!str(r[field]))
          ctx.report({ messageId: 'required', path: ['metadata', 'ownerReferences', index, field], data: { index, field } });
      }
      if (r.controller === true) controllers += 1;
    });
    if (controllers > 1) ctx.report({ messageId: 'manyControllers', path: ['metadata', 'ownerReferences'], data: { count: controllers } });
  },
});
