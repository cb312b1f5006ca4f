import type { JsonObject, PathSegment, RuleContext } from '@plumbline/engine';
import { arr, isObject } from '../_shared/helpers.js';

/** Calls `fn` for each endpoint, unless the slice is over the endpoint limit (the server then checks nothing else there). */
export function eachEndpoint(ctx: RuleContext, fn: (endpoint: JsonObject, path: PathSegment[], index: number) => void): void {
  const endpoints = arr(ctx.object.endpoints);
  if (endpoints.length > 1000) return;
  endpoints.forEach((e, i) => {
    if (isObject(e)) fn(e, ['endpoints', i], i);
  });
}
