import rule from '../../../rules/custom-resource/validation-rules-not-evaluated.js';
import { customResourceCatalog } from '@plumbline/core';
import { fixtureCatalog, fixtureCatalogWithoutCel, fixtureCrds } from '../../utils/crd-catalog.js';
import { ruleTester } from '../../utils/rule-tester.js';

const monitor =
  'apiVersion: monitoring.coreos.com/v1\nkind: ServiceMonitor\nmetadata: {name: m, namespace: default}\nspec:\n  selector: {}\n';

// A rule cel-js refuses although cel-go compiles it: an optional entry in a list literal (Plumbline now compiles
// has() on an indexed list element, which this test used before).
const [crd] = fixtureCrds('servicemonitor-crd.yaml');
const spec = (crd!.spec as { versions: { schema: { openAPIV3Schema: { properties: { spec: Record<string, unknown> } } } }[] }).versions[0]!
  .schema.openAPIV3Schema.properties.spec;
spec['x-kubernetes-validations'] = [{ rule: 'size([?optional.none()]) == 0' }];
const uncompiled = customResourceCatalog([crd!]);

ruleTester.run(rule, {
  valid: [{ name: 'with the CEL evaluator', dynamicKinds: fixtureCatalog, code: monitor }],
  invalid: [
    {
      dynamicKinds: fixtureCatalogWithoutCel,
      code: monitor,
      errors: [{ messageId: 'notEvaluated', path: '', line: 1, column: 1, severity: 'info' }],
    },
    {
      dynamicKinds: uncompiled,
      code: monitor,
      errors: [{ messageId: 'notCompiled', path: '', line: 1, column: 1 }],
    },
  ],
});
