import { dns1123Subdomain, utf8Length, type JsonObject, type PathSegment } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { isInt, MAX_ID, type Problems } from './_problems.js';

/**
 * Checks shared by the pod's and the containers' security contexts (`validatePodSpecSecurityContext`
 * and `ValidateSecurityContext` call the same helpers, Kubernetes v1.34).
 */

export const SECCOMP_TYPES = ['Localhost', 'RuntimeDefault', 'Unconfined'] as const;
export const APPARMOR_TYPES = ['Localhost', 'RuntimeDefault', 'Unconfined'] as const;

/** `IsValidUserID` / `IsValidGroupID`. */
export function checkId(p: Problems, value: unknown, path: PathSegment[]): void {
  if (isInt(value) && (value < 0 || value > MAX_ID)) p.invalid(path, value, `must be between 0 and ${MAX_ID}, inclusive`);
}

/** `validateLocalDescendingPath`: relative, and no `..` element. */
export function localPathProblems(value: string): string[] {
  const out: string[] = [];
  if (value.startsWith('/')) out.push('must be a relative path');
  if (value.replace(/\\/g, '/').split('/').includes('..')) out.push("must not contain '..'");
  return out;
}

/** `validateSeccompProfileField`. */
export function checkSeccompProfile(p: Problems, profile: unknown, path: PathSegment[]): void {
  if (!isObject(profile)) return;
  const type = profile.type;
  // An absent type is the schema's finding (schema/required-field-missing); an empty one is the server's Required.
  if (type === '') p.required([...path, 'type'], 'a `seccompProfile` needs a type');
  else if (typeof type === 'string' && !(SECCOMP_TYPES as readonly string[]).includes(type))
    p.notSupported([...path, 'type'], type, SECCOMP_TYPES);
  const local = profile.localhostProfile;
  const at = [...path, 'localhostProfile'];
  if (type === 'Localhost') {
    if (local === undefined || local === null) p.required(at, 'it must be set when the seccomp type is Localhost');
    else if (typeof local === 'string') for (const d of localPathProblems(local)) p.invalid(at, local, d);
  } else if (local !== undefined && local !== null) {
    p.invalid(at, local, 'it can only be set when the seccomp type is Localhost');
  }
}

/** `ValidateAppArmorProfileField`. */
export function checkAppArmorProfile(p: Problems, profile: unknown, path: PathSegment[]): void {
  if (!isObject(profile)) return;
  const type = profile.type;
  const local = profile.localhostProfile;
  const at = [...path, 'localhostProfile'];
  if (type === 'Localhost') {
    if (local === undefined || local === null) p.required(at, 'it must be set when the AppArmor type is Localhost');
    else if (typeof local === 'string') {
      if (local.trim() !== local) p.invalid(at, local, 'it must not be padded with whitespace');
      else if (local === '') p.required(at, 'it must be set when the AppArmor type is Localhost');
      if (local.length > 4095) p.invalid(at, `${local.length} characters`, 'it may have at most 4095 characters');
    }
  } else if (type === 'RuntimeDefault' || type === 'Unconfined') {
    if (local !== undefined && local !== null) p.invalid(at, local, 'it can only be set when the AppArmor type is Localhost');
  } else if (type === '') {
    p.required([...path, 'type'], 'an `appArmorProfile` needs a type');
  } else if (typeof type === 'string') {
    p.notSupported([...path, 'type'], type, APPARMOR_TYPES);
  }
}

/* eslint-disable no-control-regex -- control characters are exactly what the server refuses */
const CONTROL = /[\x00-\x1f\x7f]/;
/* eslint-enable no-control-regex */
const NETBIOS = /^[^\\/:*?"<>|.][^\\/:*?"<>|]{0,14}$/;
const DNS_LABEL = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?';
const WINDOWS_DNS_DOMAIN = new RegExp(`^${DNS_LABEL}(?:\\.${DNS_LABEL})*$`);
const USER_BAD_CHARS = /["/\\:;|=,+*?<>@[\]]/;
const USER_DOTS_SPACES = /^[. ]+$/;

/** `validateWindowsSecurityContextOptions`. */
export function checkWindowsOptions(p: Problems, options: unknown, path: PathSegment[]): void {
  if (!isObject(options)) return;
  const specName = options.gmsaCredentialSpecName;
  if (typeof specName === 'string') {
    for (const d of dns1123Subdomain(specName)) p.invalid([...path, 'gmsaCredentialSpecName'], specName, d);
  }
  const spec = options.gmsaCredentialSpec;
  if (typeof spec === 'string') {
    if (spec === '') p.invalid([...path, 'gmsaCredentialSpec'], spec, 'it cannot be an empty string');
    else if (utf8Length(spec) > 64 * 1024)
      p.invalid([...path, 'gmsaCredentialSpec'], `${spec.length} characters`, 'it must be under 64 KiB');
  }
  const name = options.runAsUserName;
  if (typeof name === 'string') for (const d of runAsUserNameProblems(name)) p.invalid([...path, 'runAsUserName'], name, d);
}

function runAsUserNameProblems(name: string): string[] {
  if (name === '') return ['it cannot be an empty string'];
  if (CONTROL.test(name)) return ['it cannot contain control characters'];
  const parts = name.split('\\');
  if (parts.length > 2) return ['it cannot contain more than one backslash'];
  const out: string[] = [];
  const domain = parts.length === 2 ? (parts[0] ?? '') : '';
  const user = parts.length === 2 ? (parts[1] ?? '') : (parts[0] ?? '');
  if (domain.length >= 256) out.push('the domain must be under 256 characters');
  if (parts.length === 2 && !(NETBIOS.test(domain) || WINDOWS_DNS_DOMAIN.test(domain))) {
    out.push('the domain matches neither the NetBios nor the DNS format');
  }
  if (user === '') out.push('the user cannot be empty');
  else if (user.length > 104) out.push('the user may have at most 104 characters');
  if (USER_DOTS_SPACES.test(user)) out.push('the user cannot contain only periods or spaces');
  if (USER_BAD_CHARS.test(user)) out.push('the user cannot contain any of "/\\:;|=,+*?<>@[]');
  return out;
}

/** The container's `securityContext`, when it is an object. */
export function securityContextOf(container: JsonObject): JsonObject | undefined {
  return isObject(container.securityContext) ? container.securityContext : undefined;
}
