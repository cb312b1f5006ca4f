import rule from '../../../rules/yaml/tab-indentation.js';
import { ruleTester } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: ['apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec: {ports: [{port: 80}]}\n'],
  invalid: [{ code: 'apiVersion: v1\nkind: Service\nmetadata:\n\tname: web\n', errors: [{ messageId: 'tabIndentation', line: 4, column: 1 }] }],
});
