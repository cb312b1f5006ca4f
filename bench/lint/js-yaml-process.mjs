#!/usr/bin/env node
// The like-for-like baseline of `plumbline lint` in bench/lint/run.mjs: a fresh Node.js
// process that finds the same files, reads them and parses them with js-yaml, and
// nothing else. Start-up and a cold JIT included, as for the linter.
//
//   node bench/lint/js-yaml-process.mjs <directory>
import { readFileSync } from 'node:fs';
import jsyaml from 'js-yaml';
import { listCorpusFiles } from './generate.mjs';

let documents = 0;
for (const file of listCorpusFiles(process.argv[2])) {
  jsyaml.loadAll(readFileSync(file, 'utf8'), (doc) => (doc ? documents++ : 0), { schema: jsyaml.CORE_SCHEMA });
}
console.log(`${documents} documents`);
