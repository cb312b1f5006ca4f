import { createRule } from '@plumbline/core/rule';
import type { KindDefinition } from '@plumbline/core/registry';
import { dns1035Label, dns1123Label, dns1123Subdomain } from '@plumbline/core/validators/names';
import { obj, str } from '../_shared/helpers.js';

/** `ValidatePathSegmentName`: no `/` or `%`, not `.` or `..`. */
export function pathSegmentProblems(name: string): string[] {
  if (name === '.' || name === '..') return [`may not be '${name}'`];
  const problems: string[] = [];
  if (name.includes('/')) problems.push("may not contain '/'");
  if (name.includes('%')) problems.push("may not contain '%'");
  return problems;
}

export function nameProblems(format: KindDefinition['nameFormat'], name: string): string[] {
  switch (format) {
    case 'dns1035-label':
      return dns1035Label(name);
    case 'dns1123-label':
      return dns1123Label(name);
    case 'dns1123-subdomain':
      return dns1123Subdomain(name);
    case 'path-segment':
      return pathSegmentProblems(name);
    default:
      return [];
  }
}

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
        'The API server checks `metadata.name` with a format chosen per kind: an RFC 1035 label for Service (at most 63 characters, starting with a letter), an RFC 1123 label for Namespace, an RFC 1123 subdomain (at most 253 characters) for most other kinds, and a path segment for a few. Kinds whose names follow their own rules (APIService: `<version>.<group>`; IPAddress: the canonical IP) check them in their own rules. A name ending in `-` is allowed with `generateName` only, where the server appends a suffix.',
    },
  },
  check(ctx) {
    const definition = ctx.definition;
    const name = str(obj(ctx.object.metadata).name);
    if (name === undefined || name === '' || definition.nameFormat === 'custom') return;
    const labels: Record<string, string> = {
      'dns1035-label': 'an RFC 1035 label',
      'dns1123-label': 'an RFC 1123 label',
      'dns1123-subdomain': 'an RFC 1123 subdomain',
      'path-segment': 'a path segment',
      custom: '',
    };
    for (const problem of nameProblems(definition.nameFormat, name)) {
      ctx.report({ messageId: 'invalid', path: ['metadata', 'name'], data: { name, problem, format: labels[definition.nameFormat] ?? '', kind: definition.kind } });
    }
  },
});
