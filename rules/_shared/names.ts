import { dns1035Label, dns1123Label, dns1123Subdomain, type KindDefinition } from '@plumbline/engine';

/** `ValidatePathSegmentName`: no `/` or `%`, not `.` or `..`. */
export function pathSegmentProblems(name: string): string[] {
  if (name === '.' || name === '..') return [`may not be '${name}'`];
  const problems: string[] = [];
  if (name.includes('/')) problems.push("may not contain '/'");
  if (name.includes('%')) problems.push("may not contain '%'");
  return problems;
}

export function nameProblems(format: KindDefinition['nameFormat'], name: string): string[] {
  switch (format) {
    case 'dns1035-label':
      return dns1035Label(name);
    case 'dns1123-label':
      return dns1123Label(name);
    case 'dns1123-subdomain':
      return dns1123Subdomain(name);
    case 'path-segment':
      return pathSegmentProblems(name);
    default:
      return [];
  }
}

/** Finalizer names the API server accepts without a domain prefix (`standardFinalizers` of the core validation). */
export const STANDARD_FINALIZERS: ReadonlySet<string> = new Set(['kubernetes', 'orphan', 'foregroundDeletion']);

/** How messages name each name format. */
export const NAME_FORMAT_LABELS: Readonly<Record<KindDefinition['nameFormat'], string>> = {
  'dns1035-label': 'an RFC 1035 label',
  'dns1123-label': 'an RFC 1123 label',
  'dns1123-subdomain': 'an RFC 1123 subdomain',
  'path-segment': 'a path segment',
  custom: '',
};
