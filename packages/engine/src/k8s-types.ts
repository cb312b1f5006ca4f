import { s, type ObjectNode } from './schema.js';

/** Schemas of the shared API types the specification names but does not show (ObjectMeta and friends). */

export const ownerReference = s.object({
  apiVersion: s.string({ description: 'API version of the owner.' }),
  kind: s.string({ description: 'Kind of the owner.' }),
  name: s.string({ description: 'Name of the owner.' }),
  uid: s.string({ description: 'UID of the owner.' }),
  controller: s.boolean({ description: 'The owner is the managing controller.' }),
  blockOwnerDeletion: s.boolean({ description: 'Deletion of the owner waits for this object (foreground deletion).' }),
});

export const objectMeta: ObjectNode = s.object({
  name: s.string({
    description:
      'Name of the object, unique within its namespace (or cluster for cluster-scoped kinds). The allowed ' + 'format depends on the kind.',
  }),
  generateName: s.string({ description: 'Prefix from which the server generates a unique name when `name` is not given.' }),
  namespace: s.string({ description: 'Namespace of the object: a DNS label. Only for namespaced kinds.' }),
  selfLink: s.string({ description: 'Deprecated, not set by the server.' }),
  uid: s.string({ description: 'Unique id set by the server.' }),
  resourceVersion: s.string({ description: 'Opaque version set by the server, used for optimistic concurrency.' }),
  generation: s.int64({ description: 'Sequence number of the desired state, set by the server.' }),
  creationTimestamp: s.time({ description: 'Set by the server.' }),
  deletionTimestamp: s.time({ description: 'Set by the server when deletion is requested.' }),
  deletionGracePeriodSeconds: s.int64({ description: 'Set by the server when deletion is requested.' }),
  labels: s.stringMap({ description: 'Labels: keys are qualified names (`[prefix/]name`), values at most 63 characters.' }),
  annotations: s.stringMap({ description: 'Annotations: keys are qualified names; all keys and values together at most 256 KiB.' }),
  ownerReferences: s.array(ownerReference, { description: 'Objects this object depends on.' }),
  finalizers: s.array(s.string(), { description: 'Finalizers: qualified names; the object is deleted once the list is empty.' }),
  managedFields: s.array(s.any(), { description: 'Field ownership, maintained by the server.' }),
});

export const objectReference = s.object({
  apiVersion: s.string(),
  kind: s.string(),
  name: s.string(),
  namespace: s.string(),
  uid: s.string(),
  resourceVersion: s.string(),
  fieldPath: s.string(),
});

export const typedLocalObjectReference = s.object({
  apiGroup: s.string({ description: 'Group of the referenced resource; empty for the core group.' }),
  kind: s.string({ description: 'Kind of the referenced resource.' }),
  name: s.string({ description: 'Name of the referenced resource.' }),
});

export const labelSelector = s.object({
  matchLabels: s.stringMap({ description: 'Labels that must all match.' }),
  matchExpressions: s.array(
    s.object({
      key: s.string({ description: 'Label key.' }),
      operator: s.enumOf(['In', 'NotIn', 'Exists', 'DoesNotExist'], { description: 'Relation of the key to the values.' }),
      values: s.array(s.string(), { description: 'Values; required for In and NotIn, forbidden for Exists and DoesNotExist.' }),
    }),
  ),
});

/** `metav1.Condition`, the standard condition type. */
export const metaCondition = s.object({
  type: s.string({ description: 'CamelCase or `<domain>/CamelCase`.' }),
  status: s.enumOf(['True', 'False', 'Unknown']),
  observedGeneration: s.int64({ description: 'The `metadata.generation` the condition was set from.' }),
  lastTransitionTime: s.time({ description: 'Time of the last status change.' }),
  reason: s.string({ description: 'Programmatic identifier: one non-empty CamelCase word.' }),
  message: s.string({ description: 'Human-readable detail; may be empty.' }),
});
