import type { KindModule } from '../_shared/kind-module.js';
import admissionPolicy from './admission-policy.js';

/** The cluster's own admission policies (ValidatingAdmissionPolicy with its bindings), evaluated over the run. */
export const kindModule: KindModule = {
  kinds: [],
  rules: [admissionPolicy],
};
