import { createRule, type KindDefinition } from '@plumbline/engine';
import { obj, str } from '../_shared/helpers.js';
import { NAME_FORMAT_LABELS, nameProblems } from '../_shared/names.js';

export default createRule({
  id: 'metadata/name-invalid',
  meta: {
    kinds: ['*'],
    type: 'field',
    severity: 'error',
    messages: { invalid: '`metadata.name` is "{{name}}": {{problem}} ({{format}} for {{kind}}).' },
    docs: {
      description: 'Enforce the name format of each kind',
      spec: { doc: 'part1', section: 'Shared conventions' },
      details:
        'The API server checks `metadata.name` with a format chosen per kind: an RFC 1035 label for Service (at most 63 characters, ' +
        'starting with a letter), an RFC 1123 label for Namespace, an RFC 1123 subdomain (at most 253 characters) for most other ' +
        'kinds, and a path segment for a few. Kinds whose names follow their own rules (APIService: `<version>.<group>`; IPAddress: ' +
        'the canonical IP) check them in their own rules. A name ending in `-` is allowed with `generateName` only, where the server ' +
        'appends a suffix.',
    },
  },
  check(ctx) {
    // Reviews and Binding are not stored objects; the server does not validate their metadata.
    if (ctx.definition.validatesObjectMeta === false) return;
    const definition = ctx.definition;
    const name = str(obj(ctx.object.metadata).name);
    if (name === undefined || name === '' || definition.nameFormat === 'custom') return;
    for (const problem of nameProblems(definition.nameFormat, name)) {
      ctx.report({
        messageId: 'invalid',
        path: ['metadata', 'name'],
        data: { name, problem, format: NAME_FORMAT_LABELS[definition.nameFormat], kind: definition.kind },
      });
    }
  },
});
