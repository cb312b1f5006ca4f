import { type RuleContext, utf8Length } from '@plumbline/engine';
import { isObject } from './helpers.js';

export const MAX_PARAMETERS = 512;
export const MAX_PARAMETERS_SIZE = 256 * 1024;

/**
 * The server's check of a `parameters` map (StorageClass, VolumeAttributesClass): at
 * most 512 entries (then nothing else is checked), no empty key, keys and values
 * together at most 256 KiB, and, where `required`, at least one entry. Reports use
 * the messages `tooMany`, `emptyKey`, `tooLarge` and `empty`.
 */
export function checkParameters(ctx: RuleContext, required: boolean): void {
  const params = ctx.object.parameters;
  const entries = isObject(params) ? Object.entries(params) : [];
  if (entries.length > MAX_PARAMETERS) {
    ctx.report({
      messageId: 'tooMany',
      path: ['parameters'],
      reason: 'FieldValueTooLong',
      data: { count: entries.length, max: MAX_PARAMETERS },
    });
    return;
  }
  let size = 0;
  for (const [key, value] of entries) {
    if (key === '') ctx.report({ messageId: 'emptyKey', path: ['parameters'], at: ['parameters', { key }], target: 'key' });
    size += utf8Length(key) + (typeof value === 'string' ? utf8Length(value) : 0);
  }
  if (size > MAX_PARAMETERS_SIZE)
    ctx.report({ messageId: 'tooLarge', path: ['parameters'], reason: 'FieldValueTooLong', data: { size, max: MAX_PARAMETERS_SIZE } });
  if (required && entries.length === 0) {
    ctx.report({
      messageId: 'empty',
      path: ['parameters'],
      reason: 'FieldValueRequired',
      ...(params === undefined || params === null ? { at: ['metadata'], target: 'key' as const } : {}),
    });
  }
}

export const PARAMETER_MESSAGES = {
  tooMany: '`parameters` has {{count}} entries; at most {{max}} are allowed.',
  emptyKey: '`parameters` has an empty key; keys must not be empty.',
  tooLarge: '`parameters` keys and values add up to {{size}} bytes; at most {{max}} bytes (256 KiB) are allowed.',
} as const;
