// The corpora and configurations of the synthetic benchmark (synthetic.mjs, instructions.mjs): the generator's corpus
// (../shared/bench/synthetic-gen.mjs) with and without its injected mistakes, and the configurations that switch its
// findings off. Everything is written once under bench/.corpus (gitignored) and reused.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const generator = path.resolve(root, '../shared/bench/synthetic-gen.mjs');
export const bin = path.join(root, 'packages/cli/dist/plumbline.js');

/** The rules whose findings the corpus without mistakes still carries: switched off, that corpus reports nothing. */
export const FINDINGS_OFF = [
  'secret/plaintext-in-repository',
  'endpoint-slice/service-label-invalid',
  'endpoint-slice/target-port-mismatch',
  'ingress/service-reference-missing',
];

/** Where the corpus of `docs` documents lives (`clean`: the one generated without mistakes). */
export function corpusDir(docs, clean = false) {
  return path.join(root, 'bench/.corpus', `synthetic-${clean ? 'clean-' : ''}${docs}`);
}

/** Generates the synthetic corpus of `docs` documents into `dir` once (`extra`: more generator options). */
export function generate(dir, docs, extra = []) {
  if (existsSync(path.join(dir, '.complete'))) return;
  if (!existsSync(generator)) throw new Error(`${generator} is missing (the shared folder beside the repository)`);
  console.log(`generating ${docs} documents into ${path.relative(root, dir)} …`);
  execFileSync(
    process.execPath,
    [generator, '--out', dir, '--docs', String(docs), '--files', String(Math.max(1, Math.round(docs / 10))), ...extra],
    { stdio: 'ignore' },
  );
  execFileSync('touch', [path.join(dir, '.complete')]);
}

/** A `.plumbline.yaml` that switches off the rules `ids`. */
export function rulesOffConfig(ids) {
  return `rules:\n${ids.map((id) => `  ${id}: off\n`).join('')}`;
}

/**
 * Writes a configuration that switches off every rule that reports on `dir` (the ids of one JSON run) into `file`: the
 * corpus's findings switched off, the corpus itself unchanged. Returns how many rules it switches off.
 */
export function everyReportingRuleOff(dir, file) {
  const run = spawnSync(process.execPath, [bin, 'lint', dir, '--format', 'json', '--no-progress', '--workers', 'off'], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  if (run.status !== 0 && run.status !== 1) throw new Error(`plumbline lint ${dir} failed (${run.status}): ${run.stderr.slice(-2000)}`);
  const ids = new Set();
  for (const result of JSON.parse(run.stdout).files) for (const d of result.diagnostics) ids.add(d.ruleId);
  writeFileSync(file, rulesOffConfig([...ids].sort()));
  return ids.size;
}

/**
 * The corpus of `docs` documents, its twin without mistakes, and the two configurations that switch findings off
 * (`offConfig`: the four rules the twin still reports on; `sameOffConfig`: every rule that reports on the corpus),
 * generated and written when missing.
 */
export function findingsOffSetup(docs) {
  const dir = corpusDir(docs);
  const clean = corpusDir(docs, true);
  generate(dir, docs);
  generate(clean, docs, ['--error-rate', '0']);
  const offConfig = path.join(root, 'bench/.corpus', 'findings-off.plumbline.yaml');
  const sameOffConfig = path.join(root, 'bench/.corpus', 'findings-off-same.plumbline.yaml');
  writeFileSync(offConfig, rulesOffConfig(FINDINGS_OFF));
  const rulesOff = everyReportingRuleOff(dir, sameOffConfig);
  return { dir, clean, offConfig, sameOffConfig, rulesOff };
}
