import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../utils/paths.js';

/**
 * The layers point one way: engine ← cel (the Kubernetes CEL environment) ← rules ← core (the engine bound to the ruleset) ←
 * host ← the gates (cli, webhook, language-server, extension). Each test here fails when
 * an import points the wrong way, reaches into another package's files, or forms a cycle.
 */

interface Layer {
  /** Folder of the package's sources, relative to the repository. */
  dir: string;
  /** Workspace packages it may import (by name, never by a path into them). */
  allowed: readonly string[];
  /** No file system, network, process or editor access. */
  pure: boolean;
}

const LAYERS: Record<string, Layer> = {
  '@plumbline/engine': { dir: 'packages/engine/src', allowed: [], pure: true },
  '@plumbline/cel': { dir: 'packages/cel/src', allowed: ['@plumbline/engine'], pure: true },
  '@plumbline/rules': { dir: 'rules', allowed: ['@plumbline/engine', '@plumbline/cel'], pure: true },
  '@plumbline/core': { dir: 'packages/core/src', allowed: ['@plumbline/engine', '@plumbline/cel', '@plumbline/rules'], pure: true },
  '@plumbline/host': { dir: 'packages/host/src', allowed: ['@plumbline/engine'], pure: false },
  '@plumbline/webhook': { dir: 'packages/webhook/src', allowed: ['@plumbline/engine', '@plumbline/core', '@plumbline/host'], pure: false },
  '@plumbline/language-server': {
    dir: 'packages/language-server/src',
    allowed: ['@plumbline/engine', '@plumbline/core', '@plumbline/host'],
    pure: false,
  },
  '@plumbline/cli': {
    dir: 'packages/cli/src',
    allowed: ['@plumbline/engine', '@plumbline/core', '@plumbline/host', '@plumbline/webhook', '@plumbline/language-server'],
    pure: false,
  },
  'plumbline-vscode': { dir: 'extension/src', allowed: [], pure: false },
};

const IMPURE_MODULE =
  /^(node:)?(fs|fs\/promises|http|https|http2|net|tls|child_process|worker_threads|dgram|vscode|vscode-languageserver.*)$/;
const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return entry === 'node_modules' || entry === 'dist' ? [] : sources(full);
    return full.endsWith('.ts') && !full.endsWith('.d.ts') ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => (m[1] ?? m[2])!);
}

const rel = (file: string): string => path.relative(repoRoot, file).split(path.sep).join('/');

describe('layers (meta test)', () => {
  for (const [name, layer] of Object.entries(LAYERS)) {
    const root = path.join(repoRoot, layer.dir);
    const files = sources(root);

    it(`${name} imports only ${layer.allowed.length ? layer.allowed.join(', ') : 'no workspace package'}, by package name`, () => {
      const offenders: string[] = [];
      for (const file of files) {
        for (const spec of importsOf(file)) {
          if (spec.startsWith('@plumbline/') || spec === 'plumbline-vscode') {
            if (!layer.allowed.includes(spec)) offenders.push(`${rel(file)} → ${spec}`);
          } else if (spec.startsWith('.')) {
            const target = path.resolve(path.dirname(file), spec);
            const packageRoot = layer.dir.endsWith('/src') ? path.dirname(root) : root;
            if (!target.startsWith(packageRoot + path.sep)) offenders.push(`${rel(file)} → ${spec} (outside the package)`);
          }
        }
      }
      assert.deepEqual(offenders, []);
    });

    if (layer.pure) {
      it(`${name} is pure: no I/O or editor module, no process state`, () => {
        const offenders = files.filter((file) => {
          const text = readFileSync(file, 'utf8');
          return importsOf(file).some((spec) => IMPURE_MODULE.test(spec)) || /\bprocess\.(env|argv|exit|cwd)/.test(text);
        });
        assert.deepEqual(offenders.map(rel), []);
      });
    }
  }

  it("rules import no other kind's files: cross-kind helpers live in rules/_shared/", () => {
    const rulesRoot = path.join(repoRoot, 'rules');
    const offenders: string[] = [];
    for (const file of sources(rulesRoot)) {
      const kindDir = path.relative(rulesRoot, file).split(path.sep)[0]!;
      for (const spec of importsOf(file)) {
        if (!spec.startsWith('.')) continue;
        const targetDir = path.relative(rulesRoot, path.resolve(path.dirname(file), spec)).split(path.sep)[0]!;
        const ownKind = targetDir === kindDir;
        if (!ownKind && targetDir !== '_shared' && !(kindDir === 'index.ts' || path.dirname(file) === rulesRoot)) {
          offenders.push(`${rel(file)} → ${spec}`);
        }
      }
    }
    assert.deepEqual(offenders, []);
  });

  it('no import cycles between source files', () => {
    const graph = new Map<string, string[]>();
    for (const layer of Object.values(LAYERS)) {
      for (const file of sources(path.join(repoRoot, layer.dir))) {
        const edges = importsOf(file)
          .filter((spec) => spec.startsWith('.'))
          .map((spec) => path.resolve(path.dirname(file), spec).replace(/\.js$/, '.ts'));
        graph.set(file, edges);
      }
    }
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    // Iterative depth-first search: the stack holds [file, index of the next edge].
    for (const start of graph.keys()) {
      if (state.has(start)) continue;
      const stack: [string, number][] = [[start, 0]];
      state.set(start, 'open');
      while (stack.length > 0) {
        const top = stack[stack.length - 1]!;
        const edges = graph.get(top[0]) ?? [];
        if (top[1] >= edges.length) {
          state.set(top[0], 'done');
          stack.pop();
          continue;
        }
        const next = edges[top[1]++]!;
        if (!graph.has(next)) continue;
        if (state.get(next) === 'open') {
          const from = stack.findIndex(([f]) => f === next);
          cycles.push([...stack.slice(from).map(([f]) => rel(f)), rel(next)].join(' → '));
        } else if (!state.has(next)) {
          state.set(next, 'open');
          stack.push([next, 0]);
        }
      }
    }
    assert.deepEqual(cycles, []);
  });
});
