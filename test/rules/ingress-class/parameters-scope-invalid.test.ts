import rule from '../../../rules/ingress-class/parameters-scope-invalid.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { ingressClass } from './_class.js';

const p = (params: string) => ingressClass(`controller: example.com/ic\nparameters:\n  kind: IngressParameters\n  name: external-lb\n${params}`);

ruleTester.run(rule, {
  valid: [p('  scope: Namespace\n  namespace: ingress-system'), p('  scope: Cluster'), p('')],
  invalid: [
    { name: 'namespace with Cluster scope', code: p('  scope: Cluster\n  namespace: ingress-system'), errors: [{ messageId: 'namespaceForbidden', path: 'spec.parameters.namespace', line: 11, column: 5, endColumn: 14 }] },
    { name: 'namespace with the default scope', code: p('  namespace: ""'), errors: [{ messageId: 'namespaceForbidden', path: 'spec.parameters.namespace', line: 10, column: 5 }] },
    { name: 'Namespace scope without namespace', code: p('  scope: Namespace'), errors: [{ messageId: 'namespaceRequired', path: 'spec.parameters.namespace', line: 7, column: 3 }] },
    { name: 'bad namespace', code: p('  scope: Namespace\n  namespace: Ingress'), errors: [{ messageId: 'namespaceInvalid', path: 'spec.parameters.namespace', line: 11, column: 16 }] },
    { name: 'lower-case scope', code: p('  scope: cluster'), errors: [{ messageId: 'scope', path: 'spec.parameters.scope', line: 10, column: 12 }] },
  ],
});
