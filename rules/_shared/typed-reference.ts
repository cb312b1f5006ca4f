import { dns1123Subdomain, type JsonObject, type PathSegment, type RuleContext } from '@plumbline/engine';
import { pathText } from './helpers.js';
import { pathSegmentProblems } from './names.js';

/**
 * The server's check of a typed local object reference (Ingress `resource` backends
 * and IngressClass `parameters`): `apiGroup` a DNS subdomain when set, `kind` and
 * `name` required and valid path segments.
 */
export function checkTypedReference(ctx: RuleContext, ref: JsonObject, base: PathSegment[]): void {
  if (typeof ref.apiGroup === 'string') {
    const path = [...base, 'apiGroup'];
    for (const problem of dns1123Subdomain(ref.apiGroup))
      ctx.report({ messageId: 'referenceInvalid', path, data: { path: pathText(path), value: ref.apiGroup, problem } });
  }
  for (const field of ['kind', 'name']) {
    const path = [...base, field];
    const value = typeof ref[field] === 'string' ? (ref[field] as string) : '';
    if (value === '') ctx.report({ messageId: 'referenceRequired', path, reason: 'FieldValueRequired', data: { path: pathText(path) } });
    else
      for (const problem of pathSegmentProblems(value))
        ctx.report({ messageId: 'referenceInvalid', path, data: { path: pathText(path), value, problem } });
  }
}
