import { yaml } from '../../utils/rule-tester.js';

/** An EndpointSlice manifest with the given body (lines after metadata, at column 1). */
export function slice(body: string): string {
  return (
    yaml`
      apiVersion: discovery.k8s.io/v1
      kind: EndpointSlice
      metadata:
        name: web-abc12
        namespace: default
        labels: {kubernetes.io/service-name: web}
    ` + body
  );
}
