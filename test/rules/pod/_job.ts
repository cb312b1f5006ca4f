/** A Job manifest for the Job rule tests: `spec` lines (two-space indented) go before the template, `pod` lines into the pod spec. */
export function jobYaml(spec = '', pod = '', name = 'once', restartPolicy = 'Never'): string {
  return (
    `apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: ${name}\nspec:\n` +
    spec +
    `  template:\n    spec:\n      restartPolicy: ${restartPolicy}\n      containers:\n        - name: run\n          image: busybox\n` +
    pod
  );
}
