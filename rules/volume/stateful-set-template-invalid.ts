import { createRule, formatMessage, type RuleContext } from '@plumbline/engine';
import { pathText } from '../_shared/helpers.js';
import { markTemplateCheck } from '../_shared/pod-template.js';
import { volumeErrorRules } from './_error-rules.js';

export default createRule({
  id: 'volume/stateful-set-template-invalid',
  meta: {
    kinds: ['StatefulSet'],
    type: 'field',
    severity: 'warning',
    messages: {
      problem:
        '{{message}} The server does not validate StatefulSet pod templates, but it will refuse the Pods created from ' +
        'this one ({{rule}}).',
    },
    docs: {
      description: 'Disallow StatefulSet pod templates whose volumes the Pods would fail validation on',
      spec: { doc: 'part3', section: 'Volume (embedded in Pod specs)' },
      details: [
        'Unlike Deployments, DaemonSets, ReplicaSets, Jobs and CronJobs, the API server does not validate the pod spec of a StatefulSet ' +
          "template: the StatefulSet is stored and the controller's Pod creations fail later. Plumbline keeps the server's verdict " +
          '(the StatefulSet is accepted) and reports what the Pod validation would refuse as warnings: every finding of the Pod volume ' +
          'error rules (names, sources, items, modes, downward API, projections, mounts…).',
        'Volume mounts may also name a `volumeClaimTemplates` entry: the controller adds those volumes to each Pod.',
      ].join('\n\n'),
    },
  },
  check(ctx) {
    for (const rule of volumeErrorRules) {
      const derived: RuleContext = markTemplateCheck({
        ...ctx,
        report: (d) => {
          const message = formatMessage(rule.meta.messages[d.messageId] ?? d.messageId, d.data);
          ctx.report({
            messageId: 'problem',
            path: d.path,
            ...(d.at ? { at: d.at } : {}),
            data: { message, rule: rule.id, path: pathText(d.path) },
          });
        },
      });
      rule.check(derived);
    }
  },
});
