import type { KindModule } from '../_shared/kind-module.js';
import { volumeErrorRules } from './_error-rules.js';
import emptyDirMediumUnknown from './empty-dir-medium-unknown.js';
import gatedSourceDropped from './gated-source-dropped.js';
import jobTemplateVolumesImmutable from './job-template-volumes-immutable.js';
import { podKinds } from './kind.js';
import podVolumesImmutable from './pod-volumes-immutable.js';
import sourceDeprecated from './source-deprecated.js';
import sourceMissing from './source-missing.js';
import statefulSetTemplateInvalid from './stateful-set-template-invalid.js';

/**
 * Pod volumes, wherever a pod spec appears. The pod-bearing kinds are registered
 * with open schemas: only their volumes and volume mounts are checked; the rest of
 * Pod, PodTemplate, ReplicationController, Deployment, StatefulSet, DaemonSet,
 * ReplicaSet, Job and CronJob is not checked.
 */
export const kindModule: KindModule = {
  kinds: podKinds,
  rules: [
    ...volumeErrorRules,
    emptyDirMediumUnknown,
    gatedSourceDropped,
    jobTemplateVolumesImmutable,
    podVolumesImmutable,
    sourceDeprecated,
    sourceMissing,
    statefulSetTemplateInvalid,
  ],
};
