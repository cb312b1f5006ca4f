import { createRule, labelValue, qualifiedName, utf8Length, type PathSegment } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { POD_SPEC_REFS } from './_containers.js';
import { podMetadataOf } from './_problems.js';

/** `TotalAnnotationSizeLimitB` of apimachinery's `ValidateAnnotationsSize`: 256 KiB. */
const TOTAL_ANNOTATION_SIZE_LIMIT = 256 * 1024;

/**
 * The labels and annotations of an embedded pod template. `metadata/label-invalid` and `metadata/annotation-invalid`
 * check an object's own metadata; a template's metadata is validated by `ValidatePodTemplateSpec` (and, for
 * StatefulSets, `ValidatePodTemplateSpecForStatefulSet`) with the same helpers, reported at the template's path
 * without `metadata` (`spec.template.labels`, `template.annotations`).
 */
export default createRule({
  id: 'pod/template-metadata-invalid',
  meta: {
    kinds: ['PodTemplate', 'ReplicationController', 'Deployment', 'ReplicaSet', 'DaemonSet', 'StatefulSet', 'Job', 'CronJob'],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueInvalid',
    messages: {
      labelKey: '`{{path}}` has the key "{{key}}": {{problem}}.',
      labelValue: '`{{path}}[{{key}}]` is "{{value}}": {{problem}}.',
      annotationKey: '`{{path}}` has the key "{{key}}": {{problem}}.',
      tooLarge: '`{{path}}` totals {{size}} bytes of keys and values; at most {{limit}} are allowed.',
    },
    docs: {
      description: "Enforce label and annotation syntax in a pod template's metadata",
      spec: POD_SPEC_REFS,
      details:
        'As the server does (Kubernetes v1.34): `ValidatePodTemplateSpec` (Pod templates, ReplicationController, Deployment, ' +
        'ReplicaSet, DaemonSet, Job and CronJob templates) and `ValidatePodTemplateSpecForStatefulSet` validate the template ' +
        'labels with `ValidateLabels` (keys are qualified names, values empty or at most 63 letters, digits, `-`, `_`, `.` ' +
        'starting and ending with a letter or digit) and its annotations with `ValidateAnnotations` (keys lower-cased, then ' +
        'qualified names; keys and values together at most 256 KiB, `FieldValueTooLong`). The server reports these at the ' +
        "template's path without `metadata` (`spec.template.labels`); the editor points at the key or value.",
    },
  },
  check(ctx) {
    const kind = ctx.object.kind as string;
    const meta = podMetadataOf(ctx.object, kind);
    if (!meta) return;
    const { metadata, path, serverPath } = meta;
    const labelsPath: PathSegment[] = [...serverPath, 'labels'];
    if (isObject(metadata.labels)) {
      for (const [key, value] of Object.entries(metadata.labels)) {
        const at = [...path, 'labels', { key }];
        for (const problem of qualifiedName(key)) {
          ctx.report({ messageId: 'labelKey', path: labelsPath, at, target: 'key', data: { path: labelsPath.join('.'), key, problem } });
        }
        if (typeof value !== 'string') continue;
        for (const problem of labelValue(value)) {
          ctx.report({ messageId: 'labelValue', path: labelsPath, at, data: { path: labelsPath.join('.'), key, value, problem } });
        }
      }
    }
    const annotationsPath: PathSegment[] = [...serverPath, 'annotations'];
    if (!isObject(metadata.annotations)) return;
    let size = 0;
    for (const [key, value] of Object.entries(metadata.annotations)) {
      size += utf8Length(key) + (typeof value === 'string' ? utf8Length(value) : 0);
      // The server lower-cases annotation keys before checking them.
      for (const problem of qualifiedName(key.toLowerCase())) {
        const at = [...path, 'annotations', { key }];
        const data = { path: annotationsPath.join('.'), key, problem };
        ctx.report({ messageId: 'annotationKey', path: annotationsPath, at, target: 'key', data });
      }
    }
    if (size > TOTAL_ANNOTATION_SIZE_LIMIT) {
      const data = { path: annotationsPath.join('.'), size, limit: TOTAL_ANNOTATION_SIZE_LIMIT };
      ctx.report({ messageId: 'tooLarge', path: annotationsPath, at: [...path, 'annotations'], reason: 'FieldValueTooLong', data });
    }
  },
});
