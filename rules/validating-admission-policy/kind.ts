import { type KindDefinition, s } from '@plumbline/engine';
import { defaultMatchResources } from '../_shared/admission/defaults.js';
import { isObject } from '../_shared/helpers.js';

/**
 * ValidatingAdmissionPolicy: the published schema (merged in by `withBuiltinKinds`) and the
 * server's defaults (`pkg/apis/admissionregistration/v1/defaults.go`), which the policy's
 * validation and its evaluation both see.
 */
export const validatingAdmissionPolicyKind: KindDefinition = {
  kind: 'ValidatingAdmissionPolicy',
  group: 'admissionregistration',
  version: 'v1',
  namespaced: false,
  nameFormat: 'dns1123-subdomain',
  hasStatusSubresource: true,
  schema: s.object(
    {},
    { description: 'A cluster admission policy: CEL validations over the objects its bindings select. Cluster-scoped.' },
  ),
  applyDefaults(object) {
    const spec = object.spec;
    if (!isObject(spec)) return;
    spec.failurePolicy ??= 'Fail';
    if (isObject(spec.matchConstraints)) defaultMatchResources(spec.matchConstraints);
  },
};
