import { createRule, decodeBase64 } from '@plumbline/engine';
import { secretView } from './kind.js';

/** What Go's `json.Unmarshal` into a `map[string]interface{}` accepts: a JSON object, or `null`. */
function jsonObjectProblem(bytes: Uint8Array): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(bytes));
  } catch (error) {
    // JSON.parse quotes the text it could not read: the credentials. Only the position is kept.
    const at = /position (\d+)/.exec(error instanceof Error ? error.message : '');
    return at ? `it is not valid JSON (at byte ${at[1]})` : 'it is not valid JSON';
  }
  if (value === null || (typeof value === 'object' && !Array.isArray(value))) return undefined;
  return `a JSON ${Array.isArray(value) ? 'array' : typeof value} where a JSON object is required`;
}

export default createRule({
  id: 'secret/docker-config-invalid',
  meta: {
    kinds: ['Secret'],
    type: 'field',
    severity: 'error',
    messages: {
      invalid: '`data[{{key}}]` of a `{{type}}` Secret must decode to a JSON object: {{problem}}.',
    },
    docs: {
      description: 'Require registry credentials of docker config Secrets to be JSON objects',
      spec: { doc: 'part3', section: 'Secret', field: 'type' },
      details:
        'For `type: kubernetes.io/dockercfg` the server decodes `.dockercfg`, for `kubernetes.io/dockerconfigjson` it decodes ' +
        '`.dockerconfigjson`, as JSON into an object; anything else (invalid JSON, an array, a string) is refused as an invalid value ' +
        'at `data[<key>]`. A missing key is reported by `secret/type-key-missing`.',
    },
  },
  check(ctx) {
    const { type, data, fromStringData } = secretView(ctx.object);
    const key = type === ctx.vendor('dockercfg') ? '.dockercfg' : type === ctx.vendor('dockerconfigjson') ? '.dockerconfigjson' : undefined;
    const value = key === undefined ? undefined : data[key];
    if (key === undefined || value === undefined) return;
    const bytes = decodeBase64(value);
    if (!bytes) return;
    const problem = jsonObjectProblem(bytes);
    if (problem === undefined) return;
    const at = fromStringData.has(key) ? ['stringData', { key }] : ['data', { key }];
    ctx.report({ messageId: 'invalid', path: ['data', { key }], at, data: { key, type, problem } });
  },
});
