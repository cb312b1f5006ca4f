import { createRule, qualifiedName } from '@plumbline/engine';
import { arr, obj } from '../_shared/helpers.js';
import { STANDARD_FINALIZERS } from '../_shared/names.js';

/**
 * Kinds validated by the API machinery's ValidateObjectMeta alone, without the core
 * package's check of unprefixed finalizer names: CustomResourceDefinition, APIService, and
 * core/v1 Event (whose legacy validation leaves metadata to the generic check of every create).
 */
const MACHINERY_ONLY = new Set(['apiextensions/CustomResourceDefinition', 'apiregistration/APIService', '/Event']);

export default createRule({
  id: 'metadata/finalizer-invalid',
  meta: {
    kinds: ['*'],
    type: 'field',
    severity: 'error',
    messages: {
      invalid: '`metadata.finalizers[{{index}}]` is "{{value}}": {{problem}}.',
      notQualified:
        '`metadata.finalizers[{{index}}]` is "{{value}}", which is neither a standard finalizer (kubernetes, orphan, ' +
        'foregroundDeletion) nor domain-qualified; write it as `<domain>/{{value}}`, e.g. example.com/{{value}}.',
      conflict: '`metadata.finalizers` has both orphan and foregroundDeletion; they cannot be both set.',
    },
    docs: {
      description: 'Enforce qualified names in metadata.finalizers',
      spec: { doc: 'part1', section: 'Shared conventions' },
      details:
        'Each finalizer is a qualified name (`ValidateFinalizers`); the server reports that error at `metadata.finalizers` (the list, ' +
        'not the entry), and the editor points at the entry. A finalizer without a `/` must be one of the standard ones, `kubernetes`, ' +
        '`orphan` or `foregroundDeletion` (`validateKubeFinalizerName`, at `metadata.finalizers[i]`; CustomResourceDefinition, ' +
        'APIService and core/v1 Event, whose metadata only the API machinery checks, skip this check). `orphan` and ' +
        '`foregroundDeletion` together are refused. Duplicates are accepted.',
    },
  },
  check(ctx) {
    // Reviews and Binding are not stored objects; the server does not validate their metadata.
    if (ctx.definition.validatesObjectMeta === false) return;
    const finalizers = arr(obj(ctx.object.metadata).finalizers);
    if (finalizers.length === 0) return;
    const core = !MACHINERY_ONLY.has(`${ctx.definition.group}/${ctx.definition.kind}`);
    finalizers.forEach((value, index) => {
      if (typeof value !== 'string') return;
      const problems = qualifiedName(value);
      for (const problem of problems)
        ctx.report({
          messageId: 'invalid',
          path: ['metadata', 'finalizers'],
          at: ['metadata', 'finalizers', index],
          data: { index, value, problem },
        });
      if (core && problems.length === 0 && !value.includes('/') && !STANDARD_FINALIZERS.has(value)) {
        ctx.report({ messageId: 'notQualified', path: ['metadata', 'finalizers', index], data: { index, value } });
      }
    });
    if (finalizers.includes('orphan') && finalizers.includes('foregroundDeletion'))
      ctx.report({ messageId: 'conflict', path: ['metadata', 'finalizers'] });
  },
});
