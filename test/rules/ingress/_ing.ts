/** An Ingress manifest: metadata on lines 3–5 (plus annotation lines), then `spec:` followed by the given spec lines (indented by two). */
export function ingress(spec: string, annotations = ''): string {
  const head = ['apiVersion: networking.k8s.io/v1', 'kind: Ingress', 'metadata:', '  name: web', '  namespace: default'];
  const extra = annotations.split('\n').filter((l) => l.trim() !== '');
  const body = spec.split('\n').filter((l) => l.trim() !== '').map((l) => `  ${l}`);
  return [...head, ...extra, 'spec:', ...body].join('\n') + '\n';
}

/** One rule for host `host` with one path. */
export function rule(host: string, path = '/', pathType = 'Prefix', backend = '{service: {name: web, port: {number: 80}}}'): string {
  return `rules:\n  - host: ${host}\n    http:\n      paths:\n        - {path: ${path}, pathType: ${pathType}, backend: ${backend}}`;
}
