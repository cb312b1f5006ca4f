import { configMapKey, createRule, dns1123Label, dns1123Subdomain, type PathSegment } from '@plumbline/engine';
import { isObject, isSet, obj, str } from '../_shared/helpers.js';

export default createRule({
  id: 'node/config-source-invalid',
  meta: {
    kinds: ['Node'],
    type: 'field',
    severity: 'error',
    subresource: 'both',
    operations: ['UPDATE'],
    messages: {
      oneOf: '`{{path}}` must set exactly one source; only `configMap` exists.',
      required:
        '`{{path}}.{{field}}` is missing; a ConfigMap config source needs `namespace`, `name` and ' + '`kubeletConfigKey`{{statusExtra}}.',
      forbidden: '`{{path}}.{{field}}` is set; `uid` and `resourceVersion` are filled in by the node and are forbidden in spec.',
      invalid: '`{{path}}.{{field}}` is "{{value}}": {{problem}}.',
    },
    docs: {
      description: 'Enforce complete deprecated node config sources',
      spec: { doc: 'part2', section: 'Node', field: 'spec.configSource' },
      details:
        'Dynamic node agent configuration is removed, but the API server still validates the fields where it keeps them: on update, ' +
        '`spec.configSource` of a node that already had one, and `status.config` (`assigned`, `active`, `lastKnownGood`). Each source ' +
        'must set `configMap` with `namespace` (a DNS label), `name` (a DNS subdomain) and `kubeletConfigKey` (a ConfigMap key; the ' +
        'specification calls it `nodeagentConfigKey`). In spec `uid` and `resourceVersion` are forbidden; in status they are required. ' +
        'On create both fields are dropped before validation (see `node/deprecated-field`).',
    },
  },
  check(ctx) {
    const check = (source: unknown, base: PathSegment[], inStatus: boolean): void => {
      const path = base.join('.');
      const configMap = obj(source).configMap;
      if (!isObject(configMap)) {
        ctx.report({ messageId: 'oneOf', path: base, data: { path } });
        return;
      }
      const cm = [...base, 'configMap'];
      const cmPath = `${path}.configMap`;
      const required = (field: string): void =>
        ctx.report({
          messageId: 'required',
          path: [...cm, field],
          reason: 'FieldValueRequired',
          data: { path: cmPath, field, statusExtra: inStatus ? ', and in status also `uid` ' + 'and `resourceVersion`' : '' },
        });
      for (const field of ['uid', 'resourceVersion']) {
        const set = !!str(configMap[field]);
        if (!inStatus && set)
          ctx.report({ messageId: 'forbidden', path: [...cm, field], reason: 'FieldValueForbidden', data: { path: cmPath, field } });
        if (inStatus && !set) required(field);
      }
      const formats: [string, (v: string) => string[]][] = [
        ['namespace', dns1123Label],
        ['name', dns1123Subdomain],
        ['kubeletConfigKey', configMapKey],
      ];
      for (const [field, format] of formats) {
        const value = str(configMap[field]);
        if (!value) required(field);
        else
          for (const problem of format(value))
            ctx.report({ messageId: 'invalid', path: [...cm, field], data: { path: cmPath, field, value, problem } });
      }
    };
    const old = ctx.oldObject;
    if (
      ctx.subresource !== 'status' &&
      isSet(ctx.object.spec) &&
      isSet(obj(ctx.object.spec).configSource) &&
      isSet(obj(old?.spec).configSource)
    ) {
      check(obj(ctx.object.spec).configSource, ['spec', 'configSource'], false);
    }
    const config = obj(ctx.object.status).config;
    // On /status the server keeps status.config only when the stored node has one.
    if (!isObject(config) || (ctx.subresource === 'status' && !isSet(obj(old?.status).config))) return;
    for (const field of ['assigned', 'active', 'lastKnownGood'])
      if (isSet(config[field])) check(config[field], ['status', 'config', field], true);
  },
});
