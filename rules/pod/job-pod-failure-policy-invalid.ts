import { createRule, formatPath, type JsonObject, type PathSegment, qualifiedName, type RuleContext } from '@plumbline/engine';
import { arr, isObject, quoteList } from '../_shared/helpers.js';
import { POD_SPEC_REFS } from './_containers.js';
import { jobPolicy } from './_job.js';

/** Limits and values of `validatePodFailurePolicy` (Kubernetes v1.34). */
const MAX_RULES = 20;
const MAX_EXIT_CODES = 255;
const MAX_CONDITIONS = 20;
const ACTIONS = ['Count', 'FailIndex', 'FailJob', 'Ignore'];
const OPERATORS = ['In', 'NotIn'];
const STATUSES = ['False', 'True', 'Unknown'];

export default createRule({
  id: 'pod/job-pod-failure-policy-invalid',
  meta: {
    kinds: ['Job', 'CronJob'],
    type: 'cross-field',
    severity: 'error',
    reason: 'FieldValueInvalid',
    messages: {
      tooMany: '`{{path}}` has {{count}} entries; at most {{max}} are allowed.',
      required: '`{{path}}` is missing; it is one of {{allowed}}.',
      notSupported: '`{{path}}` is "{{value}}"; it is one of {{allowed}}.',
      failIndex: '`{{path}}` is FailIndex, which needs `backoffLimitPerIndex` to be set.',
      containerName: '`{{path}}` is "{{value}}", which is not the name of a container or init container of the pod template.',
      noValues: '`{{path}}` is empty; at least one exit code is required.',
      zeroIn: '`{{path}}` is 0; exit code 0 (success) may not be listed with the In operator.',
      duplicate: '`{{path}}` repeats exit code {{value}}.',
      unordered: '`{{path}}` is not in ascending order; list the exit codes sorted.',
      conditionType: '`{{path}}` is "{{value}}", which is not a qualified name: {{problem}}.',
      both: '`{{path}}` sets both onExitCodes and onPodConditions; a rule uses exactly one of them.',
      neither: '`{{path}}` sets neither onExitCodes nor onPodConditions; a rule uses exactly one of them.',
      restartPolicy: '`{{path}}` is "{{value}}"; a Job with a podFailurePolicy needs restartPolicy "Never".',
    },
    docs: {
      description: 'Enforce a valid Job podFailurePolicy and the Never restart policy it needs',
      spec: POD_SPEC_REFS,
      details:
        'As the server does (`validatePodFailurePolicy`, `validatePodFailurePolicyRule`, `…RuleOnExitCodes`, `…RuleOnPodConditions`, ' +
        'and the restart-policy check of `validateJobSpec`, Kubernetes v1.34), for a Job and the job template of a CronJob: at most 20 ' +
        'rules; each rule has an `action` (Count, FailIndex, FailJob or Ignore; FailIndex needs `backoffLimitPerIndex`) and exactly one ' +
        'of `onExitCodes` and `onPodConditions`. `onExitCodes` has an operator In or NotIn, an optional `containerName` naming a ' +
        'container or init container of the template, 1 to 255 values, sorted, without duplicates, and no 0 with In. ' +
        '`onPodConditions` has at most 20 patterns, each with a qualified-name `type` and a `status` True, False or Unknown (an ' +
        'empty status is defaulted to True by `SetDefaults_Job`). With a podFailurePolicy the pod template restart policy must be ' +
        'Never (Invalid); other restart policies are `pod/restart-policy-not-allowed`.',
    },
  },
  check(ctx) {
    const found = jobPolicy(ctx.object, 'podFailurePolicy');
    if (!found) return;
    const { spec, base, rules, rulesPath } = found;
    if (rules.length > MAX_RULES) tooMany(ctx, rulesPath, rules.length, MAX_RULES);
    const template = isObject(spec.template) && isObject(spec.template.spec) ? spec.template.spec : {};
    const names = new Set([...arr(template.containers), ...arr(template.initContainers)].map((c) => (isObject(c) ? c.name : undefined)));
    rules.forEach((rule, i) => {
      if (isObject(rule)) checkRule(ctx, spec, rule, [...rulesPath, i], names);
    });
    if (template.restartPolicy === 'OnFailure') {
      const path = [...base, 'template', 'spec', 'restartPolicy'];
      ctx.report({ messageId: 'restartPolicy', path, data: { path: formatPath(path), value: 'OnFailure' } });
    }
  },
});

function tooMany(ctx: RuleContext, path: PathSegment[], count: number, max: number): void {
  ctx.report({ messageId: 'tooMany', path, reason: 'FieldValueTooMany', data: { path: formatPath(path), count, max } });
}

function checkEnumValue(ctx: RuleContext, value: unknown, path: PathSegment[], allowed: string[]): void {
  if (value === undefined || value === null || value === '') {
    ctx.report({
      messageId: 'required',
      path,
      reason: 'FieldValueRequired',
      data: { path: formatPath(path), allowed: quoteList(allowed) },
    });
  } else if (typeof value === 'string' && !allowed.includes(value)) {
    const data = { path: formatPath(path), value, allowed: quoteList(allowed) };
    ctx.report({ messageId: 'notSupported', path, reason: 'FieldValueNotSupported', data });
  }
}

function checkRule(ctx: RuleContext, spec: JsonObject, rule: JsonObject, path: PathSegment[], names: Set<unknown>): void {
  const actionPath = [...path, 'action'];
  if (rule.action === 'FailIndex') {
    if (typeof spec.backoffLimitPerIndex !== 'number')
      ctx.report({ messageId: 'failIndex', path: actionPath, data: { path: formatPath(actionPath) } });
  } else checkEnumValue(ctx, rule.action, actionPath, ACTIONS);
  const exit = isObject(rule.onExitCodes) ? rule.onExitCodes : undefined;
  const conditions = arr(rule.onPodConditions);
  if (exit) checkExitCodes(ctx, exit, [...path, 'onExitCodes'], names);
  if (conditions.length > 0) checkConditions(ctx, conditions, [...path, 'onPodConditions']);
  if (exit && conditions.length > 0) ctx.report({ messageId: 'both', path, data: { path: formatPath(path) } });
  if (!exit && conditions.length === 0) ctx.report({ messageId: 'neither', path, data: { path: formatPath(path) } });
}

function checkExitCodes(ctx: RuleContext, exit: JsonObject, path: PathSegment[], names: Set<unknown>): void {
  checkEnumValue(ctx, exit.operator, [...path, 'operator'], OPERATORS);
  if (typeof exit.containerName === 'string' && !names.has(exit.containerName)) {
    const p = [...path, 'containerName'];
    ctx.report({ messageId: 'containerName', path: p, data: { path: formatPath(p), value: exit.containerName } });
  }
  const values = arr(exit.values);
  const valuesPath = [...path, 'values'];
  if (values.length === 0) ctx.report({ messageId: 'noValues', path: valuesPath, data: { path: formatPath(valuesPath) } });
  else if (values.length > MAX_EXIT_CODES) tooMany(ctx, valuesPath, values.length, MAX_EXIT_CODES);
  const seen = new Set<unknown>();
  let ordered = true;
  values.forEach((value, j) => {
    const p = [...valuesPath, j];
    if (exit.operator === 'In' && value === 0) ctx.report({ messageId: 'zeroIn', path: p, data: { path: formatPath(p) } });
    if (seen.has(value))
      ctx.report({ messageId: 'duplicate', path: p, reason: 'FieldValueDuplicate', data: { path: formatPath(p), value: String(value) } });
    else seen.add(value);
    const previous = values[j - 1];
    if (j > 0 && typeof previous === 'number' && typeof value === 'number' && previous > value) ordered = false;
  });
  if (!ordered) ctx.report({ messageId: 'unordered', path: valuesPath, data: { path: formatPath(valuesPath) } });
}

function checkConditions(ctx: RuleContext, conditions: unknown[], path: PathSegment[]): void {
  if (conditions.length > MAX_CONDITIONS) tooMany(ctx, path, conditions.length, MAX_CONDITIONS);
  conditions.forEach((pattern, j) => {
    if (!isObject(pattern)) return;
    const typePath = [...path, j, 'type'];
    const type = typeof pattern.type === 'string' ? pattern.type : '';
    const problem = qualifiedName(type)[0];
    if (problem !== undefined)
      ctx.report({ messageId: 'conditionType', path: typePath, data: { path: formatPath(typePath), value: type, problem } });
    // SetDefaults_Job: an empty status is True.
    const status = pattern.status;
    if (typeof status === 'string' && status !== '' && !STATUSES.includes(status)) {
      const p = [...path, j, 'status'];
      ctx.report({
        messageId: 'notSupported',
        path: p,
        reason: 'FieldValueNotSupported',
        data: { path: formatPath(p), value: status, allowed: quoteList(STATUSES) },
      });
    }
  });
}
