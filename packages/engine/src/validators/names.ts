/**
 * Name and key formats of the API server (k8s.io/apimachinery/pkg/util/validation).
 * Each function returns the list of problems, empty when the value is valid, worded
 * for Plumbline's messages (what was found against what is allowed).
 */

import { keptCopy } from '../own-copy.js';

const DNS1123_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const DNS1123_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const DNS1035_LABEL = /^[a-z]([-a-z0-9]*[a-z0-9])?$/;
const QUALIFIED_NAME_PART = /^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$/;
const LABEL_VALUE = /^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$/;
const IANA_SVC_NAME_CHARS = /^[-a-z0-9]+$/;
const HAS_LETTER = /[a-z]/;
const WILDCARD_DNS1123_SUBDOMAIN = /^\*\.[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const C_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const CONFIG_MAP_KEY = /^[-._a-zA-Z0-9]+$/;

export const DNS1123_LABEL_MAX = 63;
export const DNS1123_SUBDOMAIN_MAX = 253;
export const LABEL_VALUE_MAX = 63;
export const QUALIFIED_NAME_MAX = 63;

export function dns1123Label(value: string): string[] {
  const problems: string[] = [];
  if (value.length > DNS1123_LABEL_MAX) problems.push(`must be no more than ${DNS1123_LABEL_MAX} characters`);
  if (!DNS1123_LABEL.test(value)) {
    problems.push("must be a lowercase RFC 1123 label: lowercase letters, digits and '-', starting and ending with a letter or digit");
  }
  return problems;
}

export function dns1123Subdomain(value: string): string[] {
  const problems: string[] = [];
  if (value.length > DNS1123_SUBDOMAIN_MAX) problems.push(`must be no more than ${DNS1123_SUBDOMAIN_MAX} characters`);
  if (!DNS1123_SUBDOMAIN.test(value)) {
    problems.push(
      "must be a lowercase RFC 1123 subdomain: lowercase letters, digits, '-' and '.', starting and ending with a letter or " + 'digit',
    );
  }
  return problems;
}

export function dns1035Label(value: string): string[] {
  const problems: string[] = [];
  if (value.length > DNS1123_LABEL_MAX) problems.push(`must be no more than ${DNS1123_LABEL_MAX} characters`);
  if (!DNS1035_LABEL.test(value)) {
    problems.push("must be an RFC 1035 label: lowercase letters, digits and '-', starting with a letter and ending with a letter or digit");
  }
  return problems;
}

/** `IsWildcardDNS1123Subdomain`: `*.` followed by a DNS subdomain. */
export function wildcardDns1123Subdomain(value: string): string[] {
  const problems: string[] = [];
  if (value.length > DNS1123_SUBDOMAIN_MAX) problems.push(`must be no more than ${DNS1123_SUBDOMAIN_MAX} characters`);
  if (!WILDCARD_DNS1123_SUBDOMAIN.test(value)) {
    problems.push("must be a wildcard DNS subdomain: '*.' followed by a lowercase RFC 1123 subdomain");
  }
  return problems;
}

/** `IsFullyQualifiedDomainName`-free host check used for Ingress and external names: a DNS subdomain. */
export function isDns1123Subdomain(value: string): boolean {
  return dns1123Subdomain(value).length === 0;
}

/**
 * `IsQualifiedName`: `[prefix/]name`, prefix a DNS subdomain, name at most 63
 * characters of letters, digits, `-`, `_` and `.`, starting and ending alphanumeric.
 * Used for label keys, annotation keys, finalizers, condition types.
 */
export function qualifiedName(value: string): readonly string[] {
  if (VALID_QUALIFIED_NAMES.has(value)) return NO_PROBLEMS;
  const problems = qualifiedNameProblems(value);
  if (problems.length === 0) {
    if (VALID_QUALIFIED_NAMES.size >= VALID_QUALIFIED_NAMES_MAX) VALID_QUALIFIED_NAMES.clear();
    // A copy: a key cut from a document would keep the whole document for as long as the set holds it.
    VALID_QUALIFIED_NAMES.add(keptCopy(value));
  }
  return problems;
}

/**
 * The answer for a valid name or value, shared; typed read-only so that no caller adds to it. Not frozen: V8 iterates a
 * frozen array with `for…of` through an iterator object per loop, which is what sharing it saves.
 */
const NO_PROBLEMS: readonly string[] = [];

/**
 * Qualified names found valid: label and annotation keys repeat across a repository's objects (`app.kubernetes.io/name`
 * on most of them), and checking one again cost a split and a DNS-subdomain check per key. Bounded: cleared when full.
 */
const VALID_QUALIFIED_NAMES = new Set<string>();
const VALID_QUALIFIED_NAMES_MAX = 4096;

function qualifiedNameProblems(value: string): string[] {
  const problems: string[] = [];
  const parts = value.split('/');
  let name: string;
  if (parts.length === 1) {
    name = parts[0] ?? '';
  } else if (parts.length === 2) {
    const prefix = parts[0] ?? '';
    name = parts[1] ?? '';
    if (prefix.length === 0) problems.push('prefix part must be non-empty');
    else for (const p of dns1123Subdomain(prefix)) problems.push(`prefix part ${p}`);
  } else {
    return [
      "must be a qualified name: an optional DNS subdomain prefix and '/', then a name of letters, digits, '-', '_' and '.', " +
        'starting and ending with a letter or digit',
    ];
  }
  if (name.length === 0) problems.push('name part must be non-empty');
  else if (name.length > QUALIFIED_NAME_MAX) problems.push(`name part must be no more than ${QUALIFIED_NAME_MAX} characters`);
  if (name.length > 0 && !QUALIFIED_NAME_PART.test(name)) {
    problems.push("name part must consist of letters, digits, '-', '_' or '.', and must start and end with a letter or digit");
  }
  return problems;
}

/** `IsValidLabelValue`: empty, or at most 63 characters of letters, digits, `-`, `_`, `.`, alphanumeric at both ends. */
export function labelValue(value: string): readonly string[] {
  // Most values are valid: one shared answer for them, not an empty array each (every label of every object).
  if (value.length <= LABEL_VALUE_MAX && LABEL_VALUE.test(value)) return NO_PROBLEMS;
  const problems: string[] = [];
  if (value.length > LABEL_VALUE_MAX) problems.push(`must be no more than ${LABEL_VALUE_MAX} characters`);
  if (!LABEL_VALUE.test(value)) {
    problems.push("must be empty or consist of letters, digits, '-', '_' or '.', starting and ending with a letter or digit");
  }
  return problems;
}

/** `IsValidPortName`: IANA service name, 1–15 characters, lowercase letters, digits and non-adjacent '-', at least one letter. */
export function ianaServiceName(value: string): string[] {
  const problems: string[] = [];
  if (value.length < 1 || value.length > 15) problems.push('must be no more than 15 characters');
  if (!IANA_SVC_NAME_CHARS.test(value)) problems.push("must contain only lowercase letters, digits and '-'");
  if (!HAS_LETTER.test(value)) problems.push('must contain at least one letter');
  if (value.includes('--')) problems.push("must not contain consecutive hyphens ('--')");
  if (value.length > 0 && (value.startsWith('-') || value.endsWith('-'))) problems.push('must not begin or end with a hyphen');
  return problems;
}

export function cIdentifier(value: string): string[] {
  return C_IDENTIFIER.test(value) ? [] : ['must be a C identifier: letters, digits and _, not starting with a digit'];
}

/** `IsConfigMapKey`: letters, digits, `-`, `_`, `.`; at most 253; not `.` or `..`, not starting with `..`. */
export function configMapKey(value: string): string[] {
  const problems: string[] = [];
  if (value.length > DNS1123_SUBDOMAIN_MAX) problems.push(`must be no more than ${DNS1123_SUBDOMAIN_MAX} characters`);
  if (!CONFIG_MAP_KEY.test(value)) problems.push("must consist of letters, digits, '-', '_' or '.'");
  if (value === '.') problems.push("must not be '.'");
  else if (value === '..') problems.push("must not be '..'");
  else if (value.startsWith('..')) problems.push("must not start with '..'");
  return problems;
}

/**
 * `IsDomainPrefixedPath`: `<DNS subdomain>/<path>`, the path non-empty and made of
 * characters allowed in an HTTP path.
 */
export function domainPrefixedPath(value: string): string[] {
  const slash = value.indexOf('/');
  if (slash < 0) return ["must be a domain-prefixed path such as 'example.com/my-controller'"];
  const host = value.slice(0, slash);
  const path = value.slice(slash + 1);
  const problems: string[] = [];
  for (const p of dns1123Subdomain(host)) problems.push(`domain part ${p}`);
  if (path.length === 0) problems.push('path part must be non-empty');
  else if (!/^[A-Za-z0-9/\-._~%!$&'()*+,;=:]+$/.test(path)) problems.push('path part must be a valid HTTP path');
  return problems;
}

/** Condition `reason` of metav1.Condition: one CamelCase word, letters first. */
const CONDITION_REASON = /^[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?$/;
export function camelCaseReason(value: string): string[] {
  if (value.length > 1024) return ['must be no more than 1024 characters'];
  return CONDITION_REASON.test(value)
    ? []
    : ["must be a CamelCase word: starts with a letter, then letters, digits, '_', ',' or ':', not ending with ',' or ':'"];
}
