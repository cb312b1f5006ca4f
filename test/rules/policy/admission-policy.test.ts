import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { lintSet, validateSet, lintText, type SetInput } from '@plumbline/core';
import rule from '../../../rules/policy/admission-policy.js';
import { yaml } from '../../utils/rule-tester.js';
import { repoRoot } from '../../utils/paths.js';
import { runSetTests } from '../../utils/set-tester.js';

/**
 * ValidatingAdmissionPolicy over a repository. The expected verdicts follow the API server's
 * admission plugin (k8s.io/apiserver/pkg/admission/plugin/policy, v1.34.1); each case says why.
 */

const FIXTURE = path.join(repoRoot, 'test', 'fixtures', 'admission-policies');

/** The fixture repository's files (the stored versions are in admission-policies.old/). */
export function fixtureRepository(): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir).sort()) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) {
        walk(full);
      } else if (/\.ya?ml$/.test(entry)) out[path.relative(FIXTURE, full).split(path.sep).join('/')] = readFileSync(full, 'utf8');
    }
  };
  walk(FIXTURE);
  return out;
}

const policy = (name: string, rules: string, extra = ''): string => yaml`
  apiVersion: admissionregistration.k8s.io/v1
  kind: ValidatingAdmissionPolicy
  metadata:
    name: ${name}
  spec:
    matchConstraints:
      resourceRules:
        ${rules}
    validations:
      - expression: "has(object.metadata.labels) && 'owner' in object.metadata.labels"
        message: an owner label is required
    ${extra}
`;

const binding = (name: string, policyName: string, actions = '[Deny]', extra = ''): string => yaml`
  apiVersion: admissionregistration.k8s.io/v1
  kind: ValidatingAdmissionPolicyBinding
  metadata:
    name: ${name}
  spec:
    policyName: ${policyName}
    validationActions: ${actions}
    ${extra}
`;

const crd = yaml`
  apiVersion: apiextensions.k8s.io/v1
  kind: CustomResourceDefinition
  metadata:
    name: widgets.example.com
  spec:
    group: example.com
    names: {kind: Widget, plural: widgets, singular: widget, listKind: WidgetList}
    scope: Namespaced
    versions:
      - name: v1
        served: true
        storage: true
        schema:
          openAPIV3Schema: {type: object, x-kubernetes-preserve-unknown-fields: true}
`;

runSetTests(rule, {
  valid: [
    {
      // SetDefaults_Deployment: spec.replicas is 1 when left out, so the replica limit of 5 holds.
      name: 'a Deployment without replicas is evaluated with the server default (1)',
      files: {
        ...Object.fromEntries(
          Object.entries(fixtureRepository()).filter(
            ([uri]) => !uri.startsWith('workloads/') && uri !== 'policies/require-team-label.yaml',
          ),
        ),
        'workloads/d.yaml': yaml`
          apiVersion: apps/v1
          kind: Deployment
          metadata: {name: single, namespace: test-apps, labels: {team: shop}}
          spec:
            selector: {matchLabels: {app: single}}
            template:
              metadata: {labels: {app: single}}
              spec: {containers: [{name: app, image: nginx}]}
        `,
      },
    },
    {
      name: 'a policy without a binding does nothing',
      files: { 'p.yaml': policy('owners', '- {apiGroups: [""], apiVersions: [v1], operations: [CREATE], resources: [configmaps]}') },
    },
    {
      name: 'excludeResourceRules win over resourceRules',
      files: {
        'p.yaml': policy(
          'owners',
          '- {apiGroups: ["*"], apiVersions: ["*"], operations: ["*"], resources: ["*"]}',
          'failurePolicy: Fail',
        ).replace(
          'resourceRules:',
          'excludeResourceRules:\n      - {apiGroups: [""], apiVersions: [v1], operations: [CREATE], resources: [configmaps]}\n    resourceRules:',
        ),
        'b.yaml': binding(
          'owners',
          'owners',
          '[Deny]',
          'matchResources: {resourceRules: [{apiGroups: [""], apiVersions: [v1], operations: [CREATE], resources: [configmaps]}]}',
        ),
        'cm.yaml': yaml`
          apiVersion: v1
          kind: ConfigMap
          metadata: {name: settings, namespace: default}
        `,
      },
    },
    {
      name: 'a policy for UPDATE does not apply when the object is created',
      files: {
        'p.yaml': policy('owners', '- {apiGroups: [apps], apiVersions: [v1], operations: [UPDATE], resources: [deployments]}'),
        'b.yaml': binding('owners', 'owners'),
        'd.yaml': yaml`
          apiVersion: apps/v1
          kind: Deployment
          metadata: {name: web, namespace: default}
          spec:
            selector: {matchLabels: {app: web}}
            template:
              metadata: {labels: {app: web}}
              spec: {containers: [{name: web, image: nginx}]}
        `,
      },
    },
  ],
  invalid: [
    {
      name: 'the fixture repository (policies, bindings, params, namespaces, workloads)',
      files: fixtureRepository(),
      errors: [
        // web: 3 replicas within the limit; its team label becomes the audit annotation.
        {
          uri: 'workloads/deployments.yaml',
          ruleId: 'policy/require-team-label',
          severity: 'info',
          messageId: 'auditAnnotation',
          path: '',
          line: 2,
          column: 1,
        },
        // api: no team label (binding Warn, Audit: a warning), 8 replicas over the ConfigMap's limit of 5 (Deny: an error).
        {
          uri: 'workloads/deployments.yaml',
          ruleId: 'policy/require-team-label',
          severity: 'warning',
          messageId: 'violated',
          path: '',
          line: 20,
          column: 1,
        },
        {
          uri: 'workloads/deployments.yaml',
          ruleId: 'policy/replica-limit',
          severity: 'error',
          messageId: 'violated',
          path: 'spec.replicas',
          line: 27,
          column: 13,
          message:
            "ValidatingAdmissionPolicy 'replica-limit' with binding 'replica-limit-test' denies the request: spec.replicas is 8, above the " +
            'limit of 5 (expression `object.spec.replicas <= int(params.data.maxReplicas)`, params policy-params/replica-limits; ' +
            'validationActions Deny).',
        },
        // batch (prod-apps): outside replica-limit-test's namespace selector; selected by the limits objectSelector,
        // where `c.resources` is missing: an evaluation error, Fail → the binding's Warn, Ignore → admitted.
        {
          uri: 'workloads/deployments.yaml',
          ruleId: 'policy/require-team-label',
          severity: 'info',
          messageId: 'auditAnnotation',
          path: '',
          line: 39,
          column: 1,
        },
        {
          uri: 'workloads/deployments.yaml',
          ruleId: 'policy/cpu-limits',
          severity: 'warning',
          messageId: 'failed',
          path: 'spec.template.spec.containers',
          line: 53,
          column: 7,
        },
        {
          uri: 'workloads/deployments.yaml',
          ruleId: 'policy/memory-limits',
          severity: 'info',
          messageId: 'ignored',
          path: 'spec.template.spec.containers',
          line: 53,
          column: 7,
        },
        // elsewhere (namespace not in the run): no selector matches it. Services: the strict binding finds no
        // ConfigMap port-range in the Service's namespace (Deny → failurePolicy Fail → denied); the lenient one allows.
        {
          uri: 'workloads/services.yaml',
          ruleId: 'policy/service-port-range',
          severity: 'error',
          messageId: 'failed',
          path: '',
          line: 1,
          column: 1,
        },
        // The LoadBalancer Service reaches the authorizer check: not evaluated offline (the ClusterIP one is decided before it).
        {
          uri: 'workloads/services.yaml',
          ruleId: 'policy/load-balancer-approval',
          severity: 'info',
          messageId: 'notEvaluable',
          path: '',
          line: 11,
          column: 1,
        },
        {
          uri: 'workloads/services.yaml',
          ruleId: 'policy/service-port-range',
          severity: 'error',
          messageId: 'failed',
          path: '',
          line: 11,
          column: 1,
        },
      ],
    },
    {
      name: 'custom resources matched by the plural of a CustomResourceDefinition of the run',
      files: {
        'crd.yaml': crd,
        'p.yaml': policy('owners', '- {apiGroups: [example.com], apiVersions: [v1], operations: [CREATE], resources: [widgets]}'),
        'b.yaml': binding('owners', 'owners', '[Audit]'),
        'w.yaml': yaml`
          apiVersion: example.com/v1
          kind: Widget
          metadata: {name: w, namespace: default}
        `,
      },
      errors: [{ uri: 'w.yaml', ruleId: 'policy/owners', severity: 'info', messageId: 'violated', path: 'metadata', line: 3, column: 1 }],
    },
    {
      name: 'a paramKind neither built in nor defined in the run, with no object of it: not evaluated',
      files: {
        'p.yaml': policy(
          'owners',
          '- {apiGroups: [""], apiVersions: [v1], operations: [CREATE], resources: [configmaps]}',
          'paramKind: {apiVersion: example.com/v1, kind: OwnerRules}',
        ),
        'b.yaml': binding('owners', 'owners', '[Deny]', 'paramRef: {name: rules, namespace: default, parameterNotFoundAction: Deny}'),
        'cm.yaml': yaml`
          apiVersion: v1
          kind: ConfigMap
          metadata: {name: settings, namespace: default, labels: {owner: me}}
        `,
      },
      errors: [{ uri: 'cm.yaml', ruleId: 'policy/owners', severity: 'info', messageId: 'notEvaluable', path: '', line: 1, column: 1 }],
    },
    {
      name: 'a Namespace is matched by its own labels; matchConditions false skips; scope Cluster',
      files: {
        'p.yaml': policy(
          'owners',
          '- {apiGroups: [""], apiVersions: [v1], operations: [CREATE], resources: [namespaces], scope: Cluster}',
          'matchConditions: [{name: not-kube, expression: "!object.metadata.name.startsWith(\'kube-\')"}]',
        ),
        'b.yaml': binding('owners', 'owners', '[Warn]', 'matchResources: {namespaceSelector: {matchLabels: {tier: apps}}}'),
        'ns.yaml': yaml`
          apiVersion: v1
          kind: Namespace
          metadata: {name: shop, labels: {tier: apps}}
          ---
          apiVersion: v1
          kind: Namespace
          metadata: {name: kube-extra, labels: {tier: apps}}
          ---
          apiVersion: v1
          kind: Namespace
          metadata: {name: other}
        `,
      },
      errors: [
        {
          uri: 'ns.yaml',
          ruleId: 'policy/owners',
          severity: 'warning',
          messageId: 'violated',
          path: 'metadata.labels',
          line: 3,
          column: 24,
        },
      ],
    },
  ],
});

describe('policy/admission-policy: configuration, updates, related locations', () => {
  const files = Object.entries(fixtureRepository()).map(([uri, text]) => ({ uri, text }));

  it('each policy is configured by its own id, and the family id sets them all', () => {
    const ids = (rules: Record<string, 'off' | 'warning'>): string[] =>
      lintSet(files, { rules })
        .diagnostics.filter((d) => d.ruleId.startsWith('policy/'))
        .map((d) => `${d.ruleId} ${d.severity}`);
    const off = ids({ 'policy/replica-limit': 'off' });
    assert.ok(!off.some((d) => d.startsWith('policy/replica-limit ')));
    assert.ok(off.includes('policy/cpu-limits warning'));
    assert.deepEqual(ids({ 'policy/admission-policy': 'off' }), []);
    assert.ok(ids({ 'policy/admission-policy': 'warning' }).every((d) => d.endsWith(' warning')));
  });

  it('request.userInfo and the namespace of objects without one come from settings.cluster.admissionRequest', () => {
    const set = [
      {
        uri: 'p.yaml',
        text: policy(
          'owners',
          '- {apiGroups: [""], apiVersions: [v1], operations: [CREATE], resources: [configmaps]}',
          'matchConditions: [{name: humans, expression: "!request.userInfo.username.startsWith(\'system:\')"}]',
        ),
      },
      { uri: 'b.yaml', text: binding('owners', 'owners', '[Deny]', 'matchResources: {namespaceSelector: {matchLabels: {team: a}}}') },
      { uri: 'ns.yaml', text: 'apiVersion: v1\nkind: Namespace\nmetadata: {name: team-a, labels: {team: a}}\n' },
      { uri: 'cm.yaml', text: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: settings}\n' },
    ];
    const found = (admissionRequest?: object): string[] =>
      lintSet(set, admissionRequest ? { settings: { cluster: { admissionRequest } } } : {})
        .diagnostics.filter((d) => d.ruleId === 'policy/owners')
        .map((d) => `${d.uri} ${d.messageId}`);
    // Defaults: user plumbline, namespace default (not labelled team=a): not selected.
    assert.deepEqual(found(), []);
    assert.deepEqual(found({ namespace: 'team-a' }), ['cm.yaml violated']);
    assert.deepEqual(found({ namespace: 'team-a', userInfo: { username: 'system:serviceaccount:ci:deployer' } }), []);
  });

  it('names the policy file in the related locations', () => {
    const found = lintSet(files).diagnostics.find((d) => d.ruleId === 'policy/replica-limit');
    assert.deepEqual(found?.related, [
      {
        uri: 'policies/replica-limit.yaml',
        message: "ValidatingAdmissionPolicy 'replica-limit'",
        range: { start: { line: 5, character: 8 }, end: { line: 5, character: 21 } },
      },
    ]);
  });

  it('on UPDATE, oldObject is the stored object and request.operation is UPDATE', () => {
    const old = lintText(readFileSync(path.join(FIXTURE + '.old', 'deployments.yaml'), 'utf8')).resources[0]!.object;
    const resources: SetInput[] = [];
    const sources = new Map<string, string>();
    for (const f of files) {
      sources.set(f.uri, f.text);
      for (const r of lintText(f.text, { uri: f.uri }).resources) {
        const input: SetInput = { ...r, uri: f.uri };
        if (r.kind === 'Deployment' && r.name === 'web') input.oldObject = old;
        resources.push(input);
      }
    }
    const found = validateSet(resources, { sources }).filter((d) => d.ruleId === 'policy/immutable-app-label');
    assert.deepEqual(
      found.map((d) => [d.uri, d.severity, d.path, d.message]),
      [
        [
          'workloads/deployments.yaml',
          'error',
          'metadata.labels',
          "ValidatingAdmissionPolicy 'immutable-app-label' with binding 'immutable-app-label' denies the request: the app label may not " +
            "change from storefront (expression `object.metadata.labels['app'] == oldObject.metadata.labels['app']`; validationActions Deny).",
        ],
      ],
    );
  });
});
