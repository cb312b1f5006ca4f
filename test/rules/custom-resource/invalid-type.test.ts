import rule from '../../../rules/custom-resource/invalid-type.js';
import { fixtureCatalog as dynamicKinds, widget } from '../../utils/crd-catalog.js';
import { ruleTester } from '../../utils/rule-tester.js';

// kube-openapi typeValidator and formatValidator (strfmt.Default, restricted to apiextensions' supported formats).
const monitor = (endpoint: string): string =>
  `apiVersion: monitoring.coreos.com/v1\nkind: ServiceMonitor\nmetadata: {name: m, namespace: default}\nspec:\n  selector: {}\n  endpoints:\n  - ${endpoint}\n`;

ruleTester.run(rule, {
  valid: [
    { dynamicKinds, code: widget('size: 2\nnote: null\nwhen: "2024-01-02T03:04:05Z"\ndata: aGVsbG8=') },
    { name: 'int-or-string takes either', dynamicKinds, code: monitor('targetPort: 8080') },
    { name: 'int-or-string takes a name', dynamicKinds, code: monitor('targetPort: web') },
    { name: 'int32 is not a format the server checks', dynamicKinds, code: widget('count32: 99999999999') },
    { name: 'a fraction after the seconds of date-time', dynamicKinds, code: widget('when: "2024-01-02T03:04:05.123+02:00"') },
    { name: 'a null field that is not nullable is dropped before validation', dynamicKinds, code: widget('title: null') },
  ],
  invalid: [
    {
      dynamicKinds,
      code: widget('size: "2"'),
      errors: [
        { messageId: 'invalidType', path: 'spec.size', line: 5, column: 9, message: '`spec.size` must be of type integer, not string.' },
      ],
    },
    {
      name: 'a float for an integer',
      dynamicKinds,
      code: widget('size: 2.5'),
      errors: [{ messageId: 'invalidType', path: 'spec.size', line: 5, column: 9 }],
    },
    {
      name: 'int-or-string refuses a boolean',
      dynamicKinds,
      code: monitor('targetPort: true'),
      errors: [
        {
          messageId: 'invalidType',
          path: 'spec.endpoints[0].targetPort',
          line: 7,
          column: 17,
          message: '`spec.endpoints[0].targetPort` must be of type integer or string, not boolean.',
        },
      ],
    },
    {
      dynamicKinds,
      code: widget('when: "2024-13-02T03:04:05Z"'),
      errors: [
        {
          messageId: 'format',
          path: 'spec.when',
          line: 5,
          column: 9,
          message: '`spec.when` must be a valid date-time (the format its schema names), not "2024-13-02T03:04:05Z".',
        },
      ],
    },
    { dynamicKinds, code: widget('data: "not base64!"'), errors: [{ messageId: 'format', path: 'spec.data', line: 5, column: 9 }] },
  ],
});
