import { compareSemVer, createRule, parseSemVer, type SemVer } from '@plumbline/engine';
import { obj, str } from '../_shared/helpers.js';

const ZERO: SemVer = { major: 0, minor: 0, patch: 0, prerelease: [] };

export default createRule({
  id: 'lease-candidate/version-invalid',
  meta: {
    kinds: ['LeaseCandidate'],
    type: 'field',
    severity: 'error',
    messages: {
      notSemVer: '`spec.{{field}}` is "{{value}}"; it must be a semantic version such as 1.34.1, without a `v` prefix.',
      binaryBelowEmulation:
        '`spec.binaryVersion` is "{{binary}}", below `spec.emulationVersion` "{{emulation}}"; a binary cannot ' +
        'emulate a newer version.',
    },
    docs: {
      description: 'Enforce semantic versions with emulationVersion not above binaryVersion',
      spec: { doc: 'part2', section: 'LeaseCandidate', field: 'spec.binaryVersion' },
      details:
        'The API server parses `binaryVersion` and `emulationVersion` as semantic versions (major.minor.patch, optional pre-release and ' +
        'build, no `v` prefix, no leading zeros) and requires `binaryVersion` to be at least `emulationVersion`, both reported at ' +
        '`spec.binaryVersion`. A version that does not parse counts as 0.0.0 in the comparison, so an unparsable `binaryVersion` next ' +
        'to a valid emulation version yields both errors, as on the server. A `v` prefix gets a fix.',
    },
  },
  check(ctx) {
    const spec = obj(ctx.object.spec);
    const binaryText = str(spec.binaryVersion) ?? '';
    const emulationText = str(spec.emulationVersion) ?? '';
    const parse = (field: string, value: string): SemVer => {
      if (value === '') return ZERO;
      const v = parseSemVer(value);
      if (v) return v;
      const fix =
        /^v/.test(value) && parseSemVer(value.slice(1))
          ? { description: `Use ${value.slice(1)}`, path: ['spec', field], action: 'set' as const, value: value.slice(1) }
          : undefined;
      ctx.report({ messageId: 'notSemVer', path: ['spec', field], data: { field, value }, ...(fix ? { fix } : {}) });
      return ZERO;
    };
    const emulation = parse('emulationVersion', emulationText);
    const binary = parse('binaryVersion', binaryText);
    if (binaryText !== '' && emulationText !== '' && compareSemVer(binary, emulation) < 0) {
      ctx.report({
        messageId: 'binaryBelowEmulation',
        path: ['spec', 'binaryVersion'],
        data: { binary: binaryText, emulation: emulationText },
      });
    }
  },
});
