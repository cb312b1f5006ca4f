import type { JsonObject, PathSegment } from '@plumbline/engine';
import { arr, isObject } from '../_shared/helpers.js';

/** The Job spec of a Job or of a CronJob's job template, with its path. */
export function jobSpecOf(object: JsonObject): { spec: JsonObject; path: PathSegment[] } | undefined {
  if (object.kind === 'CronJob') {
    const spec = isObject(object.spec) && isObject(object.spec.jobTemplate) ? object.spec.jobTemplate.spec : undefined;
    return isObject(spec) ? { spec, path: ['spec', 'jobTemplate', 'spec'] } : undefined;
  }
  return isObject(object.spec) ? { spec: object.spec, path: ['spec'] } : undefined;
}

const int = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/**
 * `completions` and `parallelism` as `SetDefaults_Job` leaves them: both unset become 1 and 1; an
 * unset parallelism becomes 1; an unset completions with a parallelism stays unset.
 */
export function jobCounts(spec: JsonObject): { completions: number | undefined; parallelism: number } {
  const completions = int(spec.completions);
  const parallelism = int(spec.parallelism);
  if (completions === undefined && parallelism === undefined) return { completions: 1, parallelism: 1 };
  return { completions, parallelism: parallelism ?? 1 };
}

/** `completionMode` with its default, NonIndexed. */
export function isIndexed(spec: JsonObject): boolean {
  return spec.completionMode === 'Indexed';
}

/** A policy object of a Job spec (`podFailurePolicy`, `successPolicy`) with its rules and their paths, when it is set. */
export function jobPolicy(
  object: JsonObject,
  field: 'podFailurePolicy' | 'successPolicy',
): { spec: JsonObject; base: PathSegment[]; policyPath: PathSegment[]; rules: unknown[]; rulesPath: PathSegment[] } | undefined {
  const found = jobSpecOf(object);
  const policy = found?.spec[field];
  if (!found || !isObject(policy)) return undefined;
  const policyPath = [...found.path, field];
  return { spec: found.spec, base: found.path, policyPath, rules: arr(policy.rules), rulesPath: [...policyPath, 'rules'] };
}
