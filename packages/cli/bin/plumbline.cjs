#!/usr/bin/env node
// The `plumbline` command. npm links this file at install time, before the bundle is built, so it only loads the
// bundle (packages/cli/dist, made by `npm run build`). CommonJS, like the bundle: an ES module here would start Node's
// module loader for nothing (about 7 ms of a cold start).
'use strict';
const { existsSync } = require('node:fs');
const path = require('node:path');

const bundle = path.join(__dirname, '..', 'dist', 'plumbline.js');
if (!existsSync(bundle)) {
  process.stderr.write('plumbline: the command is not built yet; run `npm run build` in the repository first\n');
  process.exit(2);
}
require(bundle);
