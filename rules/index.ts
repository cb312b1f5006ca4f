/**
 * The Plumbline ruleset: every kind Plumbline checks and every rule, keyed by id.
 * Kind directories are listed in alphabetical order; each exports its `kindModule`.
 */
import type { Rule, Ruleset } from '@plumbline/engine';
import { builtinKinds, removedApiVersions } from './_shared/builtin-api.js';
import { withBuiltinKinds } from './_shared/builtin-kinds.js';
import { featureGateDefaults } from './_shared/feature-gates.js';
import type { KindModule } from './_shared/kind-module.js';
import { rules as metadataRules } from './metadata/index.js';
import apiVersionMissing from './manifest/api-version-missing.js';
import apiVersionNotServed from './manifest/api-version-not-served.js';
import buildFile from './manifest/build-file.js';
import kindMissing from './manifest/kind-missing.js';
import kindNotChecked from './manifest/kind-not-checked.js';
import kindNotServed from './manifest/kind-not-served.js';
import listNotWritable from './manifest/list-not-writable.js';
import objectNestingTooDeep from './manifest/nesting-too-deep.js';
import notAManifest from './manifest/not-a-manifest.js';
import notAnObject from './manifest/not-an-object.js';
import internalError from './core/internal-error.js';
import invalidType from './schema/invalid-type.js';
import requiredFieldMissing from './schema/required-field-missing.js';
import unknownField from './schema/unknown-field.js';
import duplicateKey from './yaml/duplicate-key.js';
import excessiveAliasing from './yaml/excessive-aliasing.js';
import nestingTooDeep from './yaml/nesting-too-deep.js';
import syntaxError from './yaml/syntax-error.js';
import tabIndentation from './yaml/tab-indentation.js';
import yaml11Boolean from './yaml/yaml11-boolean.js';
import yaml11Octal from './yaml/yaml11-octal.js';
import unusedDisable from './suppression/unused-disable.js';
import resourceDeleted from './update/resource-deleted.js';
import { kindModule as apiService } from './api-service/index.js';
import { kindModule as componentStatus } from './component-status/index.js';
import { kindModule as configMap } from './config-map/index.js';
import { kindModule as csiDriver } from './csi-driver/index.js';
import { kindModule as csiNode } from './csi-node/index.js';
import { kindModule as csiStorageCapacity } from './csi-storage-capacity/index.js';
import { kindModule as customResource } from './custom-resource/index.js';
import { kindModule as customResourceDefinition } from './custom-resource-definition/index.js';
import { kindModule as endpointSlice } from './endpoint-slice/index.js';
import { kindModule as endpoints } from './endpoints/index.js';
import { kindModule as event } from './event/index.js';
import { kindModule as ingress } from './ingress/index.js';
import { kindModule as ingressClass } from './ingress-class/index.js';
import { kindModule as ipAddress } from './ip-address/index.js';
import { kindModule as lease } from './lease/index.js';
import { kindModule as leaseCandidate } from './lease-candidate/index.js';
import { kindModule as namespace } from './namespace/index.js';
import { kindModule as node } from './node/index.js';
import { kindModule as persistentVolume } from './persistent-volume/index.js';
import { kindModule as persistentVolumeClaim } from './persistent-volume-claim/index.js';
import { kindModule as pod } from './pod/index.js';
import { kindModule as policy } from './policy/index.js';
import { kindModule as secret } from './secret/index.js';
import { kindModule as service } from './service/index.js';
import { kindModule as storageClass } from './storage-class/index.js';
import { kindModule as storageVersionMigration } from './storage-version-migration/index.js';
import { kindModule as validatingAdmissionPolicy } from './validating-admission-policy/index.js';
import { kindModule as validatingAdmissionPolicyBinding } from './validating-admission-policy-binding/index.js';
import { kindModule as volume } from './volume/index.js';
import { kindModule as volumeAttachment } from './volume-attachment/index.js';
import { kindModule as volumeAttributesClass } from './volume-attributes-class/index.js';

/** Kind modules by directory name (the rule id prefix). */
export const kindModules: Readonly<Record<string, KindModule>> = {
  'api-service': apiService,
  'component-status': componentStatus,
  'config-map': configMap,
  'csi-driver': csiDriver,
  'csi-node': csiNode,
  'csi-storage-capacity': csiStorageCapacity,
  'custom-resource': customResource,
  'custom-resource-definition': customResourceDefinition,
  'endpoint-slice': endpointSlice,
  endpoints: endpoints,
  event: event,
  ingress: ingress,
  'ingress-class': ingressClass,
  'ip-address': ipAddress,
  lease: lease,
  'lease-candidate': leaseCandidate,
  namespace: namespace,
  node: node,
  'persistent-volume': persistentVolume,
  'persistent-volume-claim': persistentVolumeClaim,
  pod: pod,
  policy: policy,
  secret: secret,
  service: service,
  'storage-class': storageClass,
  'storage-version-migration': storageVersionMigration,
  'validating-admission-policy': validatingAdmissionPolicy,
  'validating-admission-policy-binding': validatingAdmissionPolicyBinding,
  volume: volume,
  'volume-attachment': volumeAttachment,
  'volume-attributes-class': volumeAttributesClass,
};

/** Rules the core reports itself (parsing, apiVersion and kind resolution, decoding). */
export const engineRules: readonly Rule[] = [
  apiVersionMissing,
  apiVersionNotServed,
  buildFile,
  kindMissing,
  kindNotChecked,
  kindNotServed,
  listNotWritable,
  objectNestingTooDeep,
  notAManifest,
  notAnObject,
  internalError,
  invalidType,
  requiredFieldMissing,
  unknownField,
  duplicateKey,
  excessiveAliasing,
  nestingTooDeep,
  syntaxError,
  tabIndentation,
  yaml11Boolean,
  yaml11Octal,
  unusedDisable,
  resourceDeleted,
];

const allRules: Rule[] = [...engineRules, ...metadataRules, ...Object.values(kindModules).flatMap((m) => m.rules)];
// Ids are lowercase kebab-case names (a meta test holds them to it), for which code-unit order is the order
// `localeCompare` gives; a locale-aware sort of the ruleset cost 6 ms of every start-up.
allRules.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

export const ruleset = {
  rules: allRules,
  kinds: withBuiltinKinds(Object.values(kindModules).flatMap((m) => m.kinds)),
  builtins: builtinKinds,
  removedApiVersions,
  featureGates: featureGateDefaults,
} satisfies Ruleset;

/** Custom resources and their CRDs: the catalog gates build from the run's CRDs, and the CEL extension point. */
export * from './_shared/apiextensions/index.js';
