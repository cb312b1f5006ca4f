import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { probedFolders, readsProbe, readsReported, run } from './helpers.js';

/**
 * A small run reads each input file once: the scan for CRDs and admission policies keeps the bytes it read for the
 * lint (packages/cli/src/commands/lint.ts, PREFETCH_BYTES). A probe loaded before the command counts the reads.
 */
describe('cli: input files are read once', function () {
  this.timeout(60_000);
  const folder = probedFolders('plumbline-reads-', readsProbe(/[^/\\]+\.yaml$/));

  it('lints and finds the same as before, with one read of each file', () => {
    writeFileSync(path.join(folder.dir, 'a.yaml'), 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata: {k: v}\n');
    writeFileSync(path.join(folder.dir, 'b.yaml'), 'apiVersion: v1\nkind: Service\nmetadata: {name: b}\nspec:\n  ports: [{port: 70000}]\n');
    const result = run(['lint', 'a.yaml', 'b.yaml', '-f', 'compact'], { cwd: folder.dir, env: folder.env });
    assert.equal(result.code, 1, result.stderr);
    assert.match(result.stdout, /b\.yaml:5:18: .*service\/port-number-invalid/);
    assert.deepEqual(readsReported(result.stderr), { 'a.yaml': 1, 'b.yaml': 1 });
  });

  it("places the set-level rules' findings in the texts the lint read, without reading the files again", () => {
    const ingress = [
      'apiVersion: networking.k8s.io/v1',
      'kind: Ingress',
      'metadata:',
      '  name: web',
      'spec:',
      '  rules:',
      '  - http:',
      '      paths:',
      '      - path: /',
      '        pathType: Prefix',
      '        backend:',
      '          service:',
      '            name: missing',
      '            port:',
      '              number: 80',
      '',
    ].join('\n');
    writeFileSync(path.join(folder.dir, 'ingress.yaml'), ingress);
    writeFileSync(
      path.join(folder.dir, 'svc.yaml'),
      'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  ports:\n  - port: 80\n',
    );
    const result = run(['lint', 'ingress.yaml', 'svc.yaml', '-f', 'compact'], { cwd: folder.dir, env: folder.env });
    assert.equal(result.code, 0, result.stderr);
    assert.match(
      result.stdout,
      /^ingress\.yaml:13:19: warning: `spec\.rules\[0\]\.http\.paths\[0\]\.backend\.service\.name` names Service "missing".*\[ingress\/service-reference-missing\]$/m,
    );
    assert.deepEqual(readsReported(result.stderr), { 'ingress.yaml': 1, 'svc.yaml': 1 });
  });
});
