import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { InputError, readInputMentioning } from '@plumbline/host';

/** The scan before a lint decodes only the inputs that mention what it looks for. */
describe('host: readInputMentioning', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'plumbline-inputs-'));
  const file = (name: string, bytes: Buffer | string): { path: string; display: string } => {
    const at = path.join(dir, name);
    writeFileSync(at, bytes);
    return { path: at, display: name };
  };
  const CRD = 'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: a.b.c\n';
  const NEEDLES = ['CustomResourceDefinition', 'ValidatingAdmissionPolicy'];

  it('gives the text of a file that mentions a needle, and nothing for one that does not', () => {
    assert.equal(readInputMentioning(file('crd.yaml', CRD), NEEDLES), CRD);
    assert.equal(readInputMentioning(file('cm.yaml', 'apiVersion: v1\nkind: ConfigMap\n'), NEEDLES), undefined);
  });

  it('decodes UTF-16 text (with a byte order mark) before it searches, and drops a UTF-8 byte order mark', () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(CRD, 'utf16le')]);
    assert.equal(readInputMentioning(file('crd16.yaml', utf16), NEEDLES), CRD);
    assert.equal(
      readInputMentioning(file('plain16.yaml', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('kind: Pod\n', 'utf16le')])), NEEDLES),
      undefined,
    );
    assert.equal(readInputMentioning(file('bom.yaml', `\uFEFF${CRD}`), NEEDLES), CRD);
  });

  it('refuses what reading refuses: bytes that are not UTF-8 in a file that mentions a needle', () => {
    const bad = Buffer.concat([Buffer.from(CRD), Buffer.from([0xc3, 0x28])]);
    assert.throws(() => readInputMentioning(file('bad.yaml', bad), NEEDLES), InputError);
  });
});
