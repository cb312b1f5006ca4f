import type { JsonObject } from '@plumbline/engine';
import { isObject } from '../helpers.js';

/**
 * The controller fields the API server defaults on the workload kinds (`pkg/apis/apps/v1/defaults.go`,
 * `pkg/apis/batch/v1/defaults.go`, `pkg/apis/core/v1/defaults.go` for ReplicationController,
 * v1.34.1), which admission policies read: `object.spec.replicas` of a Deployment that leaves it
 * out is 1 on the server. The kinds' own defaults (pod templates) are applied by the engine;
 * these are applied on a copy, for policy evaluation only.
 */
const DEFAULTS: Readonly<Record<string, (spec: JsonObject) => void>> = {
  'apps/Deployment': (spec) => {
    spec.replicas ??= 1;
    spec.revisionHistoryLimit ??= 10;
    spec.progressDeadlineSeconds ??= 600;
    spec.strategy ??= {};
    const strategy = spec.strategy as JsonObject;
    strategy.type ??= 'RollingUpdate';
    if (strategy.type === 'RollingUpdate') {
      strategy.rollingUpdate ??= {};
      const rolling = strategy.rollingUpdate as JsonObject;
      rolling.maxUnavailable ??= '25%';
      rolling.maxSurge ??= '25%';
    }
  },
  'apps/ReplicaSet': (spec) => {
    spec.replicas ??= 1;
  },
  'apps/StatefulSet': (spec) => {
    spec.replicas ??= 1;
    spec.podManagementPolicy ??= 'OrderedReady';
    spec.revisionHistoryLimit ??= 10;
    spec.updateStrategy ??= {};
    const strategy = spec.updateStrategy as JsonObject;
    strategy.type ??= 'RollingUpdate';
    if (strategy.type === 'RollingUpdate') {
      strategy.rollingUpdate ??= {};
      (strategy.rollingUpdate as JsonObject).partition ??= 0;
    }
    spec.persistentVolumeClaimRetentionPolicy ??= {};
    const retention = spec.persistentVolumeClaimRetentionPolicy as JsonObject;
    retention.whenDeleted ??= 'Retain';
    retention.whenScaled ??= 'Retain';
  },
  'apps/DaemonSet': (spec) => {
    spec.revisionHistoryLimit ??= 10;
    spec.updateStrategy ??= {};
    const strategy = spec.updateStrategy as JsonObject;
    strategy.type ??= 'RollingUpdate';
    if (strategy.type === 'RollingUpdate') {
      strategy.rollingUpdate ??= {};
      const rolling = strategy.rollingUpdate as JsonObject;
      rolling.maxUnavailable ??= 1;
      rolling.maxSurge ??= 0;
    }
  },
  '/ReplicationController': (spec) => {
    spec.replicas ??= 1;
  },
  'batch/Job': (spec) => {
    // Both unset: one pod; one set: the other follows it (SetDefaults_Job).
    if (spec.completions === undefined && spec.parallelism === undefined) {
      spec.completions = 1;
      spec.parallelism = 1;
    }
    spec.parallelism ??= 1;
    spec.backoffLimit ??= 6;
    spec.completionMode ??= 'NonIndexed';
    spec.suspend ??= false;
  },
  'batch/CronJob': (spec) => {
    spec.concurrencyPolicy ??= 'Allow';
    spec.suspend ??= false;
    spec.successfulJobsHistoryLimit ??= 3;
    spec.failedJobsHistoryLimit ??= 1;
  },
};

/** The object with the workload controller defaults of its kind (a copy when any apply), or the object itself. */
export function withWorkloadDefaults(object: JsonObject, group: string, kind: string): JsonObject {
  const apply = DEFAULTS[`${group}/${kind}`];
  if (!apply || !isObject(object.spec)) return object;
  const copy = structuredClone(object);
  apply(copy.spec as JsonObject);
  return copy;
}
