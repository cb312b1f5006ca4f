import { createSetRule } from '@plumbline/engine';
import { isObject, obj } from '../_shared/helpers.js';

const str = (labels: unknown, key: string): string | undefined => {
  const value = obj(labels)[key];
  return typeof value === 'string' ? value : undefined;
};
import {
  isExternalName,
  namespacesMatch,
  indexOf,
  ResourceIndex,
  namespaceText,
  type PodTemplate,
  podTemplates,
  templatesByLabel,
  anyTemplateNear,
  WORKLOAD_FIELDS,
  WORKLOAD_KINDS,
} from '../_shared/set-helpers.js';
import { labelsText } from '../_shared/label-selector.js';

/** Labels controllers add to the pods of a template, whose values a manifest does not show (any value matches). */
const GENERATED: Readonly<Record<string, readonly string[]>> = {
  Deployment: ['pod-template-hash'],
  StatefulSet: ['statefulset.kubernetes.io/pod-name', 'apps.kubernetes.io/pod-index', 'controller-revision-hash'],
  DaemonSet: ['controller-revision-hash', 'pod-template-generation'],
  Job: ['controller-uid', 'batch.kubernetes.io/controller-uid', 'batch.kubernetes.io/job-completion-index'],
  CronJob: [
    'controller-uid',
    'batch.kubernetes.io/controller-uid',
    'batch.kubernetes.io/job-completion-index',
    'job-name',
    'batch.kubernetes.io/job-name',
  ],
};

/** Every label key that controllers may add to pods: a selector entry on any other key must be written in the template. */
const MAYBE_GENERATED = new Set([...Object.values(GENERATED).flat(), 'job-name', 'batch.kubernetes.io/job-name']);

/** Whether the pods of a template carry `key=value`: written in the template, or added by the controller. */
function podHasLabel(t: PodTemplate, key: string, value: unknown): boolean {
  if (t.labels[key] === value) return true;
  const kind = t.resource.kind ?? '';
  if (GENERATED[kind]?.includes(key)) return true;
  // A Job's pods are labelled with its name (generateSelector).
  return kind === 'Job' && (key === 'job-name' || key === 'batch.kubernetes.io/job-name') && value === t.resource.name;
}

export default createSetRule({
  id: 'pod/service-selector-unmatched',
  meta: {
    kinds: ['Service'],
    type: 'reference',
    reads: ['Service', 'Endpoints', 'EndpointSlice', ...WORKLOAD_KINDS],
    readFields: {
      Service: [
        ['spec', 'type'],
        ['spec', 'selector'],
      ],
      Endpoints: [],
      EndpointSlice: [['metadata', 'labels']],
      ...WORKLOAD_FIELDS,
    },
    severity: 'warning',
    messages: {
      unmatched:
        '`spec.selector` ({{selector}}) matches the pod template of no workload of {{namespace}} in the checked files; the ' +
        'Service would have no endpoints.',
    },
    docs: {
      description: 'Require a Service selector to match a pod template in the checked files',
      spec: { doc: 'part1', section: 'Service' },
      details:
        'A reference rule: it runs only when several files are checked together (`plumbline lint` over a repository, a workspace in ' +
        'the editor), never in the admission webhook, and it only warns. A Service with a `spec.selector` sends traffic to the pods ' +
        'whose labels hold every selector entry; the endpoints controller finds none when no Pod or workload template (Deployment, ' +
        'StatefulSet, DaemonSet, ReplicaSet, ReplicationController, Job, CronJob, PodTemplate) of its namespace carries those ' +
        'labels, counting the labels controllers add to their pods (a StatefulSet pod name, a Job name, revision hashes). To stay ' +
        'quiet on a partial view, it is silent when the checked files hold no workload that could be in the ' +
        'namespace (a missing `metadata.namespace` counts as any namespace); ExternalName Services and Services without a ' +
        'selector are not checked, nor a Service for which the checked files hold Endpoints or an EndpointSlice ' +
        '(`kubernetes.io/service-name`). Labels that programs add to running pods cannot be seen. The API server accepts such a ' +
        'Service.',
    },
  },
  checkSet(ctx) {
    const services = ctx.ofKind('Service', '');
    if (services.length === 0) return;
    const templates = podTemplates(ctx.ofKind);
    // No workload anywhere: no Service has one near it (below), and the indexes need not be built.
    if (templates.length === 0) return;
    const near = anyTemplateNear(templates);
    // Templates by one of their written labels, so that each Service looks only at candidates (linear in large sets).
    const byLabel = templatesByLabel(templates);
    // Endpoints or EndpointSlices written for a Service in the set stand for its pods (test fixtures, mirrored endpoints).
    const endpoints = indexOf(ctx.ofKind('Endpoints', ''));
    const slices = new ResourceIndex(
      ctx
        .ofKind('EndpointSlice', ctx.group('discovery'))
        .map((r) => ({ ...r, name: str(obj(r.object.metadata).labels, 'kubernetes.io/service-name') })),
    );
    const generating = templates.filter((t) => GENERATED[t.resource.kind ?? ''] !== undefined || t.resource.kind === 'Job');
    for (const service of services) {
      const selector = obj(service.object.spec).selector;
      if (!isObject(selector) || Object.keys(selector).length === 0 || isExternalName(service)) continue;
      if (!near(service)) continue;
      const name = service.name ?? '';
      if (endpoints.named(name, service).length > 0 || slices.named(name, service).length > 0) continue;
      // A template can match only if it carries a written entry of the selector; only selectors made of keys
      // controllers may generate need the templates of generating kinds as well.
      const entries = Object.entries(selector);
      const written = entries.find(([k]) => !MAYBE_GENERATED.has(k));
      const [firstKey, firstValue] = written ?? entries[0]!;
      const labelled = byLabel.get(`${firstKey}=${String(firstValue)}`) ?? [];
      const candidates = written ? labelled : [...labelled, ...generating];
      const matches = candidates.some(
        (t) => namespacesMatch(t.resource, service) && Object.entries(selector).every(([k, v]) => podHasLabel(t, k, v)),
      );
      if (matches) continue;
      ctx.report(service, {
        messageId: 'unmatched',
        path: ['spec', 'selector'],
        data: { selector: labelsText(selector), namespace: namespaceText(service) },
      });
    }
  },
});
