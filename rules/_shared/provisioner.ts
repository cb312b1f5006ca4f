import { qualifiedName, type RuleContext } from '@plumbline/engine';

/**
 * The server's `validateProvisioner`, used for `StorageClass.provisioner` and
 * `VolumeAttributesClass.driverName`: required, and a qualified name once lowercased.
 * Reports the messages `missing` and `invalid`.
 */
export function checkProvisioner(ctx: RuleContext, field: 'provisioner' | 'driverName'): void {
  const value = ctx.object[field];
  if (value === undefined || value === null || value === '') {
    ctx.report({
      messageId: 'missing',
      path: [field],
      reason: 'FieldValueRequired',
      ...(value === undefined || value === null ? { at: ['metadata'], target: 'key' as const } : {}),
    });
    return;
  }
  if (typeof value !== 'string') return;
  for (const problem of qualifiedName(value.toLowerCase())) ctx.report({ messageId: 'invalid', path: [field], data: { value, problem } });
}
