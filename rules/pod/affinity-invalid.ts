import {
  createRule,
  dns1123Label,
  dns1123Subdomain,
  labelValue,
  qualifiedName,
  type JsonObject,
  type PathSegment,
} from '@plumbline/engine';
import { arr, isObject } from '../_shared/helpers.js';
import { podSpecOf, podSpecs, VALIDATED_POD_KINDS } from '../_shared/pod-template.js';
import { POD_SPEC_REFS } from './_containers.js';
import { checkLabelSelector, labelledKeys, matchLabelKeyClashes } from './_label-selector.js';
import { podMetadataOf, problemMessages, problems, type Problems } from './_problems.js';

const REQUIRED = 'requiredDuringSchedulingIgnoredDuringExecution';
const PREFERRED = 'preferredDuringSchedulingIgnoredDuringExecution';

/** What a check may let through on update, as `GetValidationOptionsFromPodSpecAndMeta` allows. */
interface Allow {
  /** Invalid label values in required node affinity (`AllowInvalidLabelValueInRequiredNodeAffinity`). */
  nodeValues: boolean;
  /** Invalid label values in pod (anti-)affinity selectors (`AllowInvalidLabelValueInSelector`). */
  selectorValues: boolean;
  /** A Pod's own labels on create: the strategy merges `matchLabelKeys`/`mismatchLabelKeys` into the selectors. */
  podLabels?: JsonObject | undefined;
}

/** Which label-value problems an affinity has (to decide what an update may keep). */
interface Found {
  nodeValues: boolean;
  selectorValues: boolean;
}

export default createRule({
  id: 'pod/affinity-invalid',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'field',
    severity: 'error',
    messages: problemMessages('invalid', 'required', 'forbidden'),
    docs: {
      description: 'Enforce valid node affinity, pod affinity and pod anti-affinity terms',
      spec: POD_SPEC_REFS,
      details:
        'As `validateAffinity` does (Kubernetes v1.34): required node affinity has at least one `nodeSelectorTerms` entry ' +
        '(`ValidateNodeSelector`); each `matchExpressions` entry has a valid label key, values for In and NotIn, none for ' +
        'Exists and DoesNotExist, exactly one for Gt and Lt, and a known operator (`ValidateNodeSelectorRequirement`); ' +
        'label values are valid in required terms only (preferred terms may name values no node has); `matchFields` ' +
        'selects only `metadata.name`, with In or NotIn and exactly one valid node name (`ValidateNodeFieldSelectorRequirement`); ' +
        'preferred weights are 1 to 100. Pod affinity and anti-affinity terms have valid `labelSelector` and ' +
        '`namespaceSelector` label selectors, `namespaces` that are DNS labels (the server reports them at `…namespace`), ' +
        'a non-empty `topologyKey` that is a valid label key, `matchLabelKeys`/`mismatchLabelKeys` that are label keys, ' +
        'only with a `labelSelector`, and never the same key in both (`validatePodAffinityTerm`, ' +
        '`ValidateMatchLabelKeysAndMismatchLabelKeys`); preferred weights are 1 to 100. On update, invalid label values ' +
        'the stored object already had are allowed, as the server does. A `matchLabelKeys` key the selector already names ' +
        "is refused; for a Pod on create the server first adds `key In`/`key NotIn (the pod's value)` to the selector for " +
        "each `matchLabelKeys`/`mismatchLabelKeys` key the pod's labels have, and the check sees those too.",
    },
  },
  check(ctx) {
    const p = problems(ctx);
    const stored: Found = { nodeValues: false, selectorValues: false };
    if (ctx.oldObject) {
      for (const old of podSpecOf(ctx.oldObject, ctx.definition.kind)) {
        if (!isObject(old.spec.affinity)) continue;
        const f = checkAffinity(undefined, old.spec.affinity, [], { nodeValues: false, selectorValues: false });
        stored.nodeValues ||= f.nodeValues;
        stored.selectorValues ||= f.selectorValues;
      }
    }
    const kind = ctx.definition.kind;
    const meta = kind === 'Pod' && ctx.operation === 'CREATE' ? podMetadataOf(ctx.object, kind) : undefined;
    const podLabels = meta && isObject(meta.metadata.labels) ? meta.metadata.labels : undefined;
    for (const pod of podSpecs(ctx)) {
      if (isObject(pod.spec.affinity)) checkAffinity(p, pod.spec.affinity, [...pod.path, 'affinity'], { ...stored, podLabels });
    }
  },
});

function checkAffinity(p: Problems | undefined, affinity: JsonObject, path: PathSegment[], allow: Allow): Found {
  const found: Found = { nodeValues: false, selectorValues: false };
  const node = affinity.nodeAffinity;
  if (isObject(node)) {
    const at = [...path, 'nodeAffinity'];
    const required = node[REQUIRED];
    if (isObject(required)) {
      const termsAt = [...at, REQUIRED, 'nodeSelectorTerms'];
      const terms = required.nodeSelectorTerms;
      // An absent list is the schema's finding (required field); an empty one is the server's.
      if (Array.isArray(terms) && terms.length === 0) p?.required(termsAt, 'required node affinity needs at least one node selector term');
      arr(terms).forEach((term, i) => {
        if (isObject(term) && checkNodeTerm(p, term, [...termsAt, i], allow.nodeValues)) found.nodeValues = true;
      });
    }
    arr(node[PREFERRED]).forEach((entry, i) => {
      if (!isObject(entry)) return;
      const entryAt = [...at, PREFERRED, i];
      checkWeight(p, entry.weight, [...entryAt, 'weight']);
      // Preferred terms may name label values no node has (`allowInvalidLabelValueInRequiredNodeAffinity` is true for them).
      if (isObject(entry.preference)) checkNodeTerm(p, entry.preference, [...entryAt, 'preference'], true);
    });
  }
  for (const field of ['podAffinity', 'podAntiAffinity'] as const) {
    const pa = affinity[field];
    if (!isObject(pa)) continue;
    const at = [...path, field];
    arr(pa[REQUIRED]).forEach((term, i) => {
      if (isObject(term) && checkPodTerm(p, term, [...at, REQUIRED, i], allow)) found.selectorValues = true;
    });
    arr(pa[PREFERRED]).forEach((entry, i) => {
      if (!isObject(entry)) return;
      const entryAt = [...at, PREFERRED, i];
      checkWeight(p, entry.weight, [...entryAt, 'weight']);
      const term = entry.podAffinityTerm;
      if (isObject(term) && checkPodTerm(p, term, [...entryAt, 'podAffinityTerm'], allow)) found.selectorValues = true;
    });
  }
  return found;
}

function checkWeight(p: Problems | undefined, weight: unknown, path: PathSegment[]): void {
  // An absent weight is the schema's finding (a required field).
  if (typeof weight === 'number' && (weight <= 0 || weight > 100)) p?.invalid(path, weight, 'must be in the range 1-100');
}

/** `ValidateNodeSelectorTerm`; returns whether a label value was invalid. */
function checkNodeTerm(p: Problems | undefined, term: JsonObject, path: PathSegment[], allowInvalidValues: boolean): boolean {
  let badValue = false;
  arr(term.matchExpressions).forEach((req, j) => {
    if (!isObject(req)) return;
    const at = [...path, 'matchExpressions', j];
    const values = arr(req.values);
    switch (req.operator) {
      case 'In':
      case 'NotIn':
        if (values.length === 0) p?.required([...at, 'values'], `values must be given when the operator is ${req.operator}`);
        break;
      case 'Exists':
      case 'DoesNotExist':
        if (values.length > 0) p?.forbidden([...at, 'values'], `may not be set when the operator is ${req.operator}`);
        break;
      case 'Gt':
      case 'Lt':
        if (values.length !== 1) p?.required([...at, 'values'], `exactly one value must be given when the operator is ${req.operator}`);
        break;
      default:
        p?.invalid([...at, 'operator'], req.operator, 'not a valid node selector operator (In, NotIn, Exists, DoesNotExist, Gt, Lt)');
    }
    if (typeof req.key === 'string') for (const d of qualifiedName(req.key)) p?.invalid([...at, 'key'], req.key, d);
    values.forEach((v, k) => {
      if (typeof v !== 'string') return;
      const problemsOfValue = labelValue(v);
      if (problemsOfValue.length === 0) return;
      badValue = true;
      if (!allowInvalidValues) for (const d of problemsOfValue) p?.invalid([...at, 'values', k], v, d);
    });
  });
  arr(term.matchFields).forEach((req, j) => {
    if (!isObject(req)) return;
    const at = [...path, 'matchFields', j];
    const values = arr(req.values);
    if (req.operator === 'In' || req.operator === 'NotIn') {
      if (values.length !== 1)
        p?.required([...at, 'values'], `exactly one value must be given when the operator is ${req.operator} in a node field selector`);
    } else {
      p?.invalid([...at, 'operator'], req.operator, 'a node field selector takes the operator In or NotIn');
    }
    if (req.key !== 'metadata.name') p?.invalid([...at, 'key'], req.key, 'not a valid field selector key; the only field is metadata.name');
    else values.forEach((v, k) => typeof v === 'string' && dns1123Subdomain(v).forEach((d) => p?.invalid([...at, 'values', k], v, d)));
  });
  return badValue;
}

/** `validatePodAffinityTerm`; returns whether a selector label value was invalid. */
function checkPodTerm(p: Problems | undefined, term: JsonObject, path: PathSegment[], allow: Allow): boolean {
  const allowInvalidValues = allow.selectorValues;
  let badValue = checkLabelSelector(p, term.labelSelector, [...path, 'labelSelector'], allowInvalidValues);
  badValue = checkLabelSelector(p, term.namespaceSelector, [...path, 'namespaceSelector'], allowInvalidValues) || badValue;
  for (const ns of arr(term.namespaces)) {
    // The server's path is `namespace`, singular, for every entry.
    if (typeof ns === 'string') for (const d of dns1123Label(ns)) p?.invalid([...path, 'namespace'], ns, d, [...path, 'namespaces']);
  }
  const hasSelector = isObject(term.labelSelector);
  for (const field of ['matchLabelKeys', 'mismatchLabelKeys'] as const) {
    const keys = arr(term[field]);
    if (keys.length === 0) continue;
    if (!hasSelector) {
      p?.forbidden([...path, field], 'may not be set when `labelSelector` is not set');
      continue;
    }
    keys.forEach((k, i) => typeof k === 'string' && qualifiedName(k).forEach((d) => p?.invalid([...path, field, i], k, d)));
  }
  if (hasSelector && isObject(term.labelSelector)) {
    const matchKeys = arr(term.matchLabelKeys).filter((k): k is string => typeof k === 'string');
    const merged = [...labelledKeys(matchKeys, allow.podLabels), ...labelledKeys(arr(term.mismatchLabelKeys), allow.podLabels)];
    for (const { key, index } of matchLabelKeyClashes(term.labelSelector, matchKeys, merged)) {
      // The server's path is the term's, indexed by the key's place in matchLabelKeys.
      p?.invalid([...path, index], key, 'the key is in both `matchLabelKeys` and `labelSelector`', [...path, 'matchLabelKeys', index]);
    }
  }
  const mismatch = new Set(arr(term.mismatchLabelKeys));
  arr(term.matchLabelKeys).forEach((k, i) => {
    if (mismatch.has(k)) p?.invalid([...path, 'matchLabelKeys', i], k, 'the key is in both `matchLabelKeys` and `mismatchLabelKeys`');
  });
  const key = term.topologyKey;
  if (key === undefined || key === null || key === '') {
    // An absent key is also the schema's finding; the server reports an empty one as Required.
    if (key === '') p?.required([...path, 'topologyKey'], 'a pod affinity term needs a topology key');
  } else if (typeof key === 'string') {
    for (const d of qualifiedName(key)) p?.invalid([...path, 'topologyKey'], key, d);
  }
  return badValue;
}
