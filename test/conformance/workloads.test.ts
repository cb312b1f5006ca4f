import assert from 'node:assert/strict';
import { validate } from '@plumbline/core';
import { sharedPath } from '../utils/paths.js';
import { readCases } from './cases.js';

/**
 * The pod rules (`pod/*`) against the answers of `public-workloads.jsonl`. Plumbline does not
 * decide every workload rule yet, so the whole verdict is not compared; instead, for every
 * case, each error a pod rule reports must be one the server reports (no false alarms), and
 * for the cases whose errors are all about what the pod rules cover, the pod rules must find
 * every one of the server's error fields.
 */

const cases = readCases(sharedPath('conformance', 'public-workloads.jsonl'));

/** Server error fields the pod rules decide: container names, images, ports, resources, restart policies,
 * controller selectors against template labels, replica counts, probes, environment variables, Deployment
 * strategies and rollout settings, Job counts, CronJob schedules, policies and limits, security contexts, sysctls, affinity, tolerations, topology spread constraints,
 * DNS settings, deadlines, names, node selectors, host aliases and gates, lifecycle hooks, ephemeral containers,
 * pull, termination message and resize policies. */
const DECIDED = [
  /\.(containers|initContainers|ephemeralContainers)\[\d+\]\.name$/,
  /\.(containers|initContainers|ephemeralContainers)\[\d+\]\.image$/,
  /\.(containers|initContainers|ephemeralContainers)\[\d+\]\.ports\[\d+\]\.(containerPort|hostPort|protocol|name)$/,
  /(^|\.)spec\.restartPolicy$/,
  /^spec\.template\.metadata\.labels$/,
  /^spec\.replicas$/,
  /\.(containers|initContainers|ephemeralContainers)\[\d+\]\.resources(\.(requests|limits)(\.[^.]+)?)?$/,
  /(^|\.)spec\.containers$/,
  /\.(containers|initContainers)\[\d+\]\.(livenessProbe|readinessProbe|startupProbe)(\.[a-zA-Z]+)*$/,
  /\.(containers|initContainers|ephemeralContainers)\[\d+\]\.(env\[\d+\]\.(name|valueFrom)|envFrom(\[\d+\]\.prefix)?)$/,
  /^spec\.(strategy|updateStrategy)(\.rollingUpdate(\.(maxSurge|maxUnavailable))?)?$/,
  /^spec\.(minReadySeconds|revisionHistoryLimit|progressDeadlineSeconds)$/,
  /^spec\.(podManagementPolicy|updateStrategy\.rollingUpdate\.partition|ordinals\.start)$/,
  /^spec\.persistentVolumeClaimRetentionPolicy\.(whenDeleted|whenScaled)$/,
  /^spec\.(jobTemplate\.spec\.)?(parallelism|completions|activeDeadlineSeconds|backoffLimit|ttlSecondsAfterFinished)$/,
  /^spec\.(schedule|concurrencyPolicy|startingDeadlineSeconds|successfulJobsHistoryLimit|failedJobsHistoryLimit|timeZone)$/,
  // Job fields: completion mode and per-index limits, pod failure and success policies, managedBy, podReplacementPolicy.
  /^spec\.(jobTemplate\.spec\.)?(completionMode|backoffLimitPerIndex|maxFailedIndexes|managedBy|podReplacementPolicy)$/,
  /^spec\.(jobTemplate\.spec\.)?(podFailurePolicy|successPolicy)(\.rules(\[\d+\](\.[a-zA-Z]+(\[\d+\])?)*)?)?$/,
  // Updates: the whole spec (Pod, StatefulSet), scheduling gates, a Job's template.
  /^spec$/,
  /^spec\.schedulingGates\[\d+\]\.name$/,
  /^spec\.template$/,
  /\.securityContext(\.(runAsUser|runAsGroup|fsGroup|procMount|fsGroupChangePolicy|supplementalGroupsPolicy|seLinuxChangePolicy))?$/,
  /\.securityContext\.(supplementalGroups\[\d+\]|sysctls\[\d+\]\.name|(seccompProfile|appArmorProfile)\.(type|localhostProfile))$/,
  /\.affinity\.(nodeAffinity|podAffinity|podAntiAffinity)\.[a-zA-Z]+(\[\d+\])?(\.[a-zA-Z]+(\[\d+\])?)*$/,
  /\.tolerations\[\d+\]\.(key|operator|effect)$/,
  /\.topologySpreadConstraints\[\d+\]\.(maxSkew|topologyKey|whenUnsatisfiable|minDomains|nodeAffinityPolicy|nodeTaintsPolicy|matchLabelKeys)/,
  /(^|\.)spec\.(dnsPolicy|dnsConfig(\.(nameservers|searches)(\[\d+\])?|\.options\[\d+\])?)$/,
  /(^|\.)spec\.(activeDeadlineSeconds|hostname|subdomain|serviceAccountName|nodeName|priorityClassName|runtimeClassName|preemptionPolicy)$/,
  /(^|\.)spec\.(nodeSelector|hostAliases\[\d+\]\.(ip|hostnames\[\d+\])|readinessGates\[\d+\]\.conditionType)$/,
  /\.(containers|initContainers)\[\d+\]\.lifecycle(\.(postStart|preStop)(\.(exec|httpGet|tcpSocket|sleep)(\.[a-zA-Z]+)?)?)?$/,
  /\.ephemeralContainers(\[\d+\]\.(ports|resources|livenessProbe|readinessProbe|startupProbe|lifecycle|resizePolicy|targetContainerName))?$/,
  /\.(containers|initContainers|ephemeralContainers)\[\d+\]\.(imagePullPolicy|terminationMessagePolicy|resizePolicy(\[\d+\])?)$/,
  /\.securityContext\.windowsOptions\.(gmsaCredentialSpecName|gmsaCredentialSpec|runAsUserName|hostProcess)$/,
  // Controller selectors, template metadata, a ReplicationController's template, the CronJob name limit.
  /^spec\.selector(\.(matchLabels|matchExpressions\[\d+\]\.(key|operator|values)))?$/,
  /^(spec\.(jobTemplate\.spec\.)?)?template\.(labels|annotations)$/,
  /^spec\.(template|minReadySeconds)$/,
  /^metadata\.name$/,
  /\.(containers|initContainers|ephemeralContainers)\[\d+\]\.(env\[\d+\]\.valueFrom\.[a-zA-Z]+(\.[a-zA-Z]+)?|envFrom\[\d+\]\.[a-zA-Z]+\.name)$/,
];
/** Server errors the pod rules do not decide although they match the patterns above (reported elsewhere or not yet). */
const NOT_OURS: Record<string, string> = {
  // An absent containerPort key is the schema's finding (schema/required-field-missing).
  'pod.mistake.port-key-instead-of-containerport': 'schema/required-field-missing',
  // A name too long for any kind is metadata/name-invalid's (ValidateObjectMeta), not a pod rule's.
  'meta2.name.254': 'metadata/name-invalid',
};

function podFindings(c: (typeof cases)[number]): string[] {
  const diagnostics = validate(c.object, {
    operation: c.operation,
    ...(c.oldObject ? { oldObject: c.oldObject } : {}),
    ...(c.featureGates ? { featureGates: c.featureGates } : {}),
  });
  return [...new Set(diagnostics.filter((d) => d.severity === 'error' && d.ruleId.startsWith('pod/')).map((d) => d.path))].sort();
}

describe('pod rules against public-workloads.jsonl (the v1.34.1 server)', () => {
  let decided = 0;
  after(() => console.log(`      workloads: ${decided} cases decided by the pod rules, ${cases.length} in all`));

  it('reads the case file', () => assert.ok(cases.length > 100));

  for (const c of cases) {
    it(`${c.id}: the pod rules report only what the server reports`, () => {
      const server = new Set(c.server.errors.map((e) => e.field));
      const ours = podFindings(c);
      // A decode error denies the whole object; the pod rules never run on such objects.
      if (c.server.decodeError !== undefined) return;
      assert.deepEqual(
        ours.filter((f) => !server.has(f)),
        [],
        'pod rule errors the server does not report',
      );
      const serverFields = [...server].sort();
      if (serverFields.length > 0 && serverFields.every((f) => DECIDED.some((p) => p.test(f))) && !(c.id in NOT_OURS)) {
        decided += 1;
        assert.deepEqual(ours, serverFields, 'error fields the server reports');
      }
    });
  }
});
