#!/usr/bin/env node
// The like-for-like baseline of `plumbline lint` in bench/lint/run.mjs: a fresh Node.js
// process that finds the same files, reads them and parses them with js-yaml, and
// nothing else. Start-up and a cold JIT included, as for the linter.
//
//   node bench/lint/js-yaml-process.mjs <directory>
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import jsyaml from 'js-yaml';

function listFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else if (entry.name.endsWith('.yaml')) out.push(full);
  }
  return out;
}

let documents = 0;
for (const file of listFiles(process.argv[2])) {
  jsyaml.loadAll(readFileSync(file, 'utf8'), (doc) => (doc ? documents++ : 0), { schema: jsyaml.CORE_SCHEMA });
}
console.log(`${documents} documents`);
