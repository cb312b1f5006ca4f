import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('schema/required-field-missing', {
  kinds: ['*'],
  severity: 'error',
  reason: 'FieldValueRequired',
  messages: { missing: '`{{path}}` is missing; the API server requires it.' },
  docs: {
    description: 'Require the fields the published schema of a kind marks required',
    spec: { doc: 'part1', section: 'Shared conventions' },
    details:
      'For the built-in kinds checked by their published schema (Deployment, StatefulSet, CronJob, Pod, RBAC, HorizontalPodAutoscaler, ' +
      'webhook configurations, …), a field the Kubernetes v1.34 OpenAPI document marks required and the manifest leaves out is refused ' +
      '("Required value"), for example `spec.selector` of an apps/v1 Deployment, `spec.containers` of a Pod, `roleRef` of a ' +
      'RoleBinding or `webhooks[].sideEffects`. A few fields the schema lists as required have a zero value the server accepts ' +
      '(PriorityClass `value`, ControllerRevision `revision`, an iSCSI `lun`, HTTP header and sysctl values, a sleep of 0 seconds, a ' +
      'resource pool generation, the `served` and `storage` flags of a CRD version); the generator leaves those out. A struct field ' +
      'left out (the OpenAPI document marks it with `default: {}`) is an empty object to the server, so its own required fields are ' +
      'reported: a Deployment without `spec` lacks `spec.selector` and `spec.template`, and `template: {}` lacks ' +
      '`spec.template.spec.containers`. `status` is not checked (the server ignores it on create), nor `metadata` (the metadata rules ' +
      'check it). Kinds checked fully report required fields through their own rules.',
  },
});
