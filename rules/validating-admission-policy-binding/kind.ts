import { type KindDefinition, s } from '@plumbline/engine';
import { defaultMatchResources } from '../_shared/admission/defaults.js';
import { isObject } from '../_shared/helpers.js';

/** ValidatingAdmissionPolicyBinding: the published schema and the server's defaults of `matchResources`. */
export const validatingAdmissionPolicyBindingKind: KindDefinition = {
  kind: 'ValidatingAdmissionPolicyBinding',
  group: 'admissionregistration',
  version: 'v1',
  namespaced: false,
  nameFormat: 'dns1123-subdomain',
  schema: s.object({}, { description: 'Binds a ValidatingAdmissionPolicy to resources and parameters. Cluster-scoped.' }),
  applyDefaults(object) {
    const spec = object.spec;
    if (!isObject(spec) || !isObject(spec.matchResources)) return;
    defaultMatchResources(spec.matchResources);
  },
};
