/** Manifests for the workload reference rule tests. */
export const deployment = (name: string, labels: string, pod = '') =>
  `apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: ${name}}\nspec:\n  selector: {matchLabels: {${labels}}}\n` +
  `  template:\n    metadata: {labels: {${labels}}}\n    spec:\n      containers:\n        - name: app\n          image: nginx\n${pod}`;

export const service = (name: string, selector: string, extra = '') =>
  `apiVersion: v1\nkind: Service\nmetadata: {name: ${name}}\nspec:\n  selector: {${selector}}\n  ports: [{port: 80}]\n${extra}`;
