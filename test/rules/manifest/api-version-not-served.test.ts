import rule from '../../../rules/manifest/api-version-not-served.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Service
      metadata: {name: web}
      spec: {ports: [{port: 80}]}
    `,
    { name: 'a configured group suffix', settings: { groupSuffix: 'example.io' }, code: 'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\n' },
  ],
  invalid: [
    {
      name: 'a core kind under a named group',
      code: yaml`
        apiVersion: networking.k8s.io/v1
        kind: Service
        metadata: {name: web}
      `,
      errors: [{ messageId: 'notServed', path: 'apiVersion', line: 1, column: 13, endColumn: 33, message: '`apiVersion` is networking.k8s.io/v1, which does not serve kind Service; use v1.' }],
    },
    {
      name: 'a removed version of a built-in kind Plumbline does not check',
      code: 'apiVersion: apps/v1beta2\nkind: Deployment\nmetadata: {name: web}\n',
      errors: [{ messageId: 'removed', line: 1, column: 13, message: '`apiVersion` is apps/v1beta2, which Kubernetes 1.16 stopped serving for kind Deployment; use apps/v1.' }],
    },
    {
      name: 'extensions/v1beta1 NetworkPolicy, removed in 1.16',
      code: 'apiVersion: extensions/v1beta1\nkind: NetworkPolicy\nmetadata: {name: deny}\n',
      errors: [{ messageId: 'removed', path: 'apiVersion', line: 1, column: 13, endColumn: 31, message: '`apiVersion` is extensions/v1beta1, which Kubernetes 1.16 stopped serving for kind NetworkPolicy; use networking.k8s.io/v1.' }],
    },
    {
      name: 'autoscaling/v2beta2 names the newest served version, autoscaling/v2',
      code: 'apiVersion: autoscaling/v2beta2\nkind: HorizontalPodAutoscaler\nmetadata: {name: web}\n',
      errors: [{ messageId: 'removed', line: 1, column: 13, message: '`apiVersion` is autoscaling/v2beta2, which Kubernetes 1.26 stopped serving for kind HorizontalPodAutoscaler; use autoscaling/v2.' }],
    },
    {
      name: 'a version that was never served names the newest served one',
      code: 'apiVersion: autoscaling/v3\nkind: HorizontalPodAutoscaler\nmetadata: {name: web}\n',
      errors: [{ messageId: 'notServed', line: 1, column: 13, message: '`apiVersion` is autoscaling/v3, which does not serve kind HorizontalPodAutoscaler; use autoscaling/v2.' }],
    },
    {
      name: 'flowcontrol v1beta3, removed in 1.32, and batch/v1beta1 CronJob, removed in 1.25',
      code: 'apiVersion: flowcontrol.apiserver.k8s.io/v1beta3\nkind: FlowSchema\nmetadata: {name: fs}\n---\napiVersion: batch/v1beta1\nkind: CronJob\nmetadata: {name: nightly}\n',
      errors: [
        { messageId: 'removed', line: 1, column: 13, message: '`apiVersion` is flowcontrol.apiserver.k8s.io/v1beta3, which Kubernetes 1.32 stopped serving for kind FlowSchema; use flowcontrol.apiserver.k8s.io/v1.' },
        { messageId: 'removed', line: 5, column: 13, message: '`apiVersion` is batch/v1beta1, which Kubernetes 1.25 stopped serving for kind CronJob; use batch/v1.' },
      ],
    },
    {
      name: 'PodSecurityPolicy, removed with no successor',
      code: 'apiVersion: policy/v1beta1\nkind: PodSecurityPolicy\nmetadata: {name: restricted}\n',
      errors: [
        {
          messageId: 'kindRemoved',
          line: 1,
          column: 13,
          message: '`apiVersion` is policy/v1beta1, which Kubernetes 1.25 stopped serving for kind PodSecurityPolicy, and no version serves PodSecurityPolicy now; use Pod Security Admission (namespace labels `pod-security.kubernetes.io/*`).',
        },
      ],
    },
    {
      name: 'core/v1: the core group has no name',
      code: 'apiVersion: core/v1\nkind: ConfigMap\nmetadata: {name: settings}\n',
      errors: [{ messageId: 'coreGroup', path: 'apiVersion', line: 1, column: 13, endColumn: 20, message: '`apiVersion` is core/v1, but the core group has no name in apiVersion: kind ConfigMap is served as v1.' }],
    },
  ],
});
