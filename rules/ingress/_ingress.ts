import { dns1123Subdomain, type JsonObject, type PathSegment, wildcardDns1123Subdomain } from '@plumbline/engine';
import { arr, isObject } from '../_shared/helpers.js';

/** Every backend of an Ingress (the default backend, then each path's), with its path. */
export function eachBackend(object: JsonObject, fn: (backend: JsonObject, path: PathSegment[]) => void): void {
  const spec = isObject(object.spec) ? object.spec : {};
  if (isObject(spec.defaultBackend)) fn(spec.defaultBackend, ['spec', 'defaultBackend']);
  arr(spec.rules).forEach((rule, i) => {
    if (!isObject(rule) || !isObject(rule.http)) return;
    arr(rule.http.paths).forEach((p, j) => {
      if (isObject(p) && isObject(p.backend)) fn(p.backend, ['spec', 'rules', i, 'http', 'paths', j, 'backend']);
    });
  });
}

/** Host format problems (rules and TLS): a wildcard `*.` + subdomain when it contains `*`, else a DNS subdomain. */
export function hostProblems(host: string): string[] {
  return host.includes('*') ? wildcardDns1123Subdomain(host) : dns1123Subdomain(host);
}
