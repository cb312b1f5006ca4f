/**
 * Which documents Plumbline speaks about. A YAML or JSON document is a Kubernetes
 * manifest when it carries `apiVersion` and `kind` at the top level; anything else
 * (GitHub workflows, docker-compose files, Helm templates with `{{ }}`) gets no word.
 */

const YAML_API_VERSION = /^apiVersion[ \t]*:/m;
const YAML_KIND = /^kind[ \t]*:/m;
const JSON_API_VERSION = /"apiVersion"\s*:/;
const JSON_KIND = /"kind"\s*:/;
/** Go template actions outside comments: the file is a template, not a manifest. */
const TEMPLATE_ACTION = /^[^#\n]*\{\{/m;

export type ManifestLanguage = 'yaml' | 'json';

export function languageOf(languageId: string | undefined, uri: string): ManifestLanguage | undefined {
  const id = (languageId ?? '').toLowerCase();
  if (id === 'yaml' || id === 'yml' || id === 'kubernetes' || id === 'helm') return 'yaml';
  if (id === 'json' || id === 'jsonc') return 'json';
  const path = uri.toLowerCase();
  if (path.endsWith('.yaml') || path.endsWith('.yml')) return 'yaml';
  if (path.endsWith('.json')) return 'json';
  return undefined;
}

/** Whether `text` looks like one or more Kubernetes manifests, cheaply (no parsing). */
export function isManifestText(text: string, language: ManifestLanguage): boolean {
  if (language === 'json') {
    const start = text.trimStart()[0];
    return (start === '{' || start === '[') && JSON_API_VERSION.test(text) && JSON_KIND.test(text);
  }
  if (text.includes('{{') && TEMPLATE_ACTION.test(text)) return false;
  return YAML_API_VERSION.test(text) && YAML_KIND.test(text);
}
