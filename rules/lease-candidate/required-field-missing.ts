import { createRule, parseSemVer } from '@plumbline/engine';
import { obj, str } from '../_shared/helpers.js';

export default createRule({
  id: 'lease-candidate/required-field-missing',
  meta: {
    kinds: ['LeaseCandidate'],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueRequired',
    messages: {
      field: '`spec.{{field}}` is missing; a LeaseCandidate needs `leaseName`, `binaryVersion` and `strategy`.',
      emulationVersion:
        '`spec.emulationVersion` is missing or not a semantic version, but `spec.strategy` is OldestEmulationVersion, ' +
        'which compares emulation versions.',
    },
    docs: {
      description: 'Require leaseName, binaryVersion and strategy, and emulationVersion with OldestEmulationVersion',
      spec: { doc: 'part2', section: 'LeaseCandidate', field: 'spec.emulationVersion' },
      details:
        'The API server requires `spec.leaseName`, `spec.binaryVersion` and `spec.strategy`. With strategy `OldestEmulationVersion` it ' +
        'also requires an `emulationVersion`; an emulation version that does not parse counts as missing, so the server then reports ' +
        'both the format error (`lease-candidate/version-invalid`) and this one.',
    },
  },
  check(ctx) {
    const spec = obj(ctx.object.spec);
    for (const field of ['leaseName', 'binaryVersion', 'strategy'])
      if (!str(spec[field])) ctx.report({ messageId: 'field', path: ['spec', field], data: { field } });
    if (spec.strategy === 'OldestEmulationVersion') {
      const ev = parseSemVer(str(spec.emulationVersion) ?? '');
      const zero = !ev || (ev.major === 0 && ev.minor === 0 && ev.patch === 0 && ev.prerelease.length === 0);
      if (zero) ctx.report({ messageId: 'emulationVersion', path: ['spec', 'emulationVersion'] });
    }
  },
});
