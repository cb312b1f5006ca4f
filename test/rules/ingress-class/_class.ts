/** An IngressClass named nginx: metadata lines 3–4 (plus annotation lines), `spec:` next, then the given spec lines (indented by two). */
export function ingressClass(spec: string, annotations = ''): string {
  const head = ['apiVersion: networking.k8s.io/v1', 'kind: IngressClass', 'metadata:', '  name: nginx'];
  const extra = annotations.split('\n').filter((l) => l.trim() !== '');
  const body = spec.split('\n').filter((l) => l.trim() !== '').map((l) => `  ${l}`);
  return [...head, ...extra, 'spec:', ...body].join('\n') + '\n';
}
