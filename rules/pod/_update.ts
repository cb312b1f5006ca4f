import { formatPath, type JsonObject, type PathSegment } from '@plumbline/engine';
import { deepEqual } from '../_shared/compare.js';
import { arr, isObject } from '../_shared/helpers.js';
import { compareExact, exactQuantity } from './_quantity.js';

/**
 * Helpers of the workload update rules. The API server compares old and new objects with
 * `apiequality.Semantic.DeepEqual`: an absent field, `null` and an empty list or map are the
 * same, and quantities compare by value. `semanticEqual` is that comparison on decoded JSON;
 * `firstDifference` names the first field where two values differ, for the message.
 */
export function semanticEqual(a: unknown, b: unknown): boolean {
  return firstDifference(a, b, []) === undefined;
}

/**
 * Maps whose values are `resource.Quantity` (container and claim `requests`/`limits`, the pod's `overhead`) and
 * single quantity fields (`emptyDir.sizeLimit`): `Semantic.DeepEqual` compares these with `Quantity.Cmp`, so
 * `1` and `1000m` are the same value. Other strings compare as written.
 */
const QUANTITY_MAPS: ReadonlySet<PathSegment> = new Set(['requests', 'limits', 'overhead']);
const QUANTITY_FIELDS: ReadonlySet<PathSegment> = new Set(['sizeLimit']);

function isQuantityAt(path: readonly PathSegment[]): boolean {
  const last = path[path.length - 1];
  const parent = path[path.length - 2];
  return (last !== undefined && QUANTITY_FIELDS.has(last)) || (parent !== undefined && QUANTITY_MAPS.has(parent));
}

function leafEqual(a: unknown, b: unknown, path: readonly PathSegment[]): boolean {
  if (isQuantityAt(path)) {
    const x = exactQuantity(a);
    const y = exactQuantity(b);
    if (x && y) return compareExact(x, y) === 0;
  }
  return deepEqual(a, b, true);
}

/** Absent, null, or a list or map that holds only such values. */
const isEmpty = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'object' && Object.values(v as object).every((x) => isEmpty(x)));

/** The path (below `base`) of the first field where `a` and `b` differ semantically, or undefined when they are equal. */
export function firstDifference(a: unknown, b: unknown, base: PathSegment[]): PathSegment[] | undefined {
  if (isEmpty(a) && isEmpty(b)) return undefined;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return base;
    for (let i = 0; i < a.length; i += 1) {
      const d = firstDifference(a[i], b[i], [...base, i]);
      if (d) return d;
    }
    return undefined;
  }
  if (isObject(a) && isObject(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    for (const k of keys) {
      const d = firstDifference(a[k], b[k], [...base, k]);
      if (d) return d;
    }
    return undefined;
  }
  return leafEqual(a, b, base) ? undefined : base;
}

/** `firstDifference` as text for messages (`spec.containers[0].env`). */
export function differenceText(path: PathSegment[]): string {
  return formatPath(path);
}

/**
 * A copy of a pod spec without its volumes and the volume mounts of its containers: those are
 * compared by `volume/pod-volumes-immutable` and `volume/job-template-volumes-immutable`, so the
 * update rules here leave them out rather than report one change twice.
 */
export function withoutVolumes(spec: JsonObject): JsonObject {
  const copy: JsonObject = { ...spec };
  delete copy.volumes;
  for (const list of ['containers', 'initContainers']) {
    if (!Array.isArray(spec[list])) continue;
    copy[list] = arr(spec[list]).map((c) => {
      if (!isObject(c)) return c;
      const rest: JsonObject = { ...c };
      delete rest.volumeMounts;
      return rest;
    });
  }
  return copy;
}

/** The value at a path of an object, or undefined. */
export function at(object: unknown, path: readonly string[]): unknown {
  let value: unknown = object;
  for (const key of path) value = isObject(value) ? value[key] : undefined;
  return value;
}
