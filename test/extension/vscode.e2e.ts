import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { repoRoot } from '../utils/paths.js';
import { CHROMIUM, CODE_SERVER, ensureVsix, IMAGES, missing, startCodeServer, type CodeServer } from './env.js';

/**
 * The extension in a real VS Code: code-server 4.100.3 (VS Code 1.100.3) in Debian's
 * Chromium, driven by playwright-core. Installs the packaged .vsix, opens a workspace
 * with a faulty manifest, and checks what a person sees: the squiggle under the
 * offending value, the Problems entry, the hover, and a quick fix that makes the finding
 * go away. Screenshots go to a temporary folder; PLUMBLINE_SCREENSHOTS=docs/images refreshes the
 * pictures docs/editor.md shows.
 */

const MANIFEST = `apiVersion: v1
kind: Service
metadata:
  name: Web_Frontend
  labels:
    app: web
spec:
  selector:
    app: web
  ports:
  - port: 80
    targetPort: 8080
---
apiVersion: v2
kind: ConfigMap
metadata:
  name: web-settings
data:
  mode: production
`;

async function step<T>(name: string, action: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await action();
  } finally {
    if (process.env.PLUMBLINE_E2E_VERBOSE) console.log(`      ${name}: ${Date.now() - started} ms`);
  }
}

/**
 * Runs in the page: each error squiggle of the visible editor with its line number and
 * the characters it underlines (those whose boxes it covers). Plain JavaScript, since it
 * runs in the browser.
 */
const SQUIGGLES = `(() => {
  const editor = document.querySelector('.editor-instance .monaco-editor') || document.querySelector('.monaco-editor');
  if (!editor) return [];
  const out = [];
  const lines = [...editor.querySelectorAll('.view-lines .view-line')];
  const numbers = [...editor.querySelectorAll('.margin-view-overlays .line-numbers')];
  for (const squiggle of editor.querySelectorAll('.view-overlays .squiggly-error')) {
    const box = squiggle.getBoundingClientRect();
    const line = lines.find((l) => Math.abs(l.getBoundingClientRect().top - box.top) < 3);
    const number = numbers.find((n) => Math.abs(n.getBoundingClientRect().top - box.top) < 3);
    if (!line) continue;
    let text = '';
    const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const content = node.textContent || '';
      for (let i = 0; i < content.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const r = range.getBoundingClientRect();
        const middle = r.left + r.width / 2;
        if (middle > box.left && middle < box.right) text += content[i];
      }
    }
    out.push({ line: Number(number ? number.textContent : '0'), text: text.replace(/\\u00a0/g, ' '), left: box.left, width: box.width });
  }
  return out;
})()`;

function squiggles(page: Page): Promise<{ line: number; text: string; left: number; width: number }[]> {
  return page.evaluate(SQUIGGLES) as Promise<{ line: number; text: string; left: number; width: number }[]>;
}

interface Workbench {
  server?: CodeServer;
  browser?: Browser;
  page?: Page;
}

/**
 * Starts code-server on the workspace with the .vsix installed and loads its workbench in Chromium. Fills `into`
 * as each part starts, so that the caller's `after` stops what started even when a later step fails.
 */
async function openWorkbench(workspace: string, vsix: string, into: Workbench): Promise<Page> {
  const server = await step('start code-server', () => startCodeServer(workspace, vsix));
  into.server = server;
  into.browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  const page = await into.browser.newPage({ viewport: { width: 1280, height: 720 } });
  into.page = page;
  await step('load workbench', async () => {
    await page.goto(`${server.url}?folder=${encodeURIComponent(workspace)}`);
    await page.waitForSelector('.monaco-workbench', { timeout: 90_000 });
    await page.waitForSelector('.explorer-folders-view', { timeout: 60_000 });
  });
  return page;
}

/** The packaged .vsix; skips the suite when code-server or Chromium is not installed. */
async function vsixOrSkip(suite: Mocha.Context): Promise<string> {
  const absent = missing({ 'code-server': CODE_SERVER, chromium: CHROMIUM });
  if (absent) {
    console.log(`      skipped: ${absent}`);
    suite.skip();
  }
  return step('package .vsix', async () => ensureVsix());
}

async function closeWorkbench(parts: Workbench, workspace: string | undefined): Promise<void> {
  await parts.browser?.close();
  await parts.server?.stop();
  if (workspace) rmSync(workspace, { recursive: true, force: true });
}

type Squiggle = { line: number; text: string; left: number; width: number };

/** The squiggles once `until` holds for them; fails with what is shown and the server's log after `ms`. */
async function waitForSquiggles(page: Page, parts: Workbench, until: (list: Squiggle[]) => boolean, ms: number): Promise<Squiggle[]> {
  const deadline = Date.now() + ms;
  for (;;) {
    const list = await squiggles(page);
    if (until(list)) return list;
    if (Date.now() > deadline) throw new Error(`squiggles: ${JSON.stringify(list)}\n${parts.server!.log().slice(-3000)}`);
    await page.waitForTimeout(250);
  }
}

/** Opens a file of the workspace by name through quick open. */
async function openFile(page: Page, name: string): Promise<void> {
  await page.locator('.monaco-workbench').click({ position: { x: 600, y: 300 } });
  await page.keyboard.press('Control+P');
  await page.waitForSelector('.quick-input-widget input');
  await page.keyboard.type(name);
  await page.waitForSelector('.quick-input-list .monaco-list-row');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.editor-instance .view-lines');
}

/**
 * Registers the suite's hooks: a temporary workspace that `fill` writes, code-server on it with the .vsix, Chromium
 * on its workbench; all stopped and removed after the suite.
 */
function useWorkbench(prefix: string, fill: (workspace: string) => void): Workbench & { workspace?: string } {
  const session: Workbench & { workspace?: string } = {};
  before(async function () {
    const vsix = await vsixOrSkip(this);
    session.workspace = mkdtempSync(path.join(tmpdir(), prefix));
    fill(session.workspace);
    await openWorkbench(session.workspace, vsix, session);
  });
  after(() => closeWorkbench(session, session.workspace));
  return session;
}

describe('VS Code extension in code-server (end to end)', function () {
  this.timeout(240_000);
  const parts = useWorkbench('plumbline-ws-', (workspace) => {
    mkdirSync(path.join(workspace, 'deploy'));
    writeFileSync(path.join(workspace, 'deploy', 'web.yaml'), MANIFEST);
  });
  let page: Page;
  let workspace: string;
  before(() => {
    page = parts.page!;
    workspace = parts.workspace!;
  });

  it('underlines the offending value and lists the finding in Problems', async () => {
    await step('open file', () => openFile(page, 'web.yaml'));
    const found = await step('wait for squiggles', () =>
      waitForSquiggles(page, parts, (list) => list.some((s) => s.line === 4) && list.some((s) => s.line === 14), 60_000),
    );
    const name = found.find((s) => s.line === 4)!;
    assert.equal(name.text, 'Web_Frontend', JSON.stringify(found));
    const apiVersion = found.find((s) => s.line === 14)!;
    assert.equal(apiVersion.text, 'v2', JSON.stringify(found));
    await page.mouse.move(10, 700);
    mkdirSync(IMAGES, { recursive: true });
    await page.screenshot({ path: path.join(IMAGES, 'vscode-diagnostics.png') });

    await step('problems panel', async () => {
      await page.keyboard.press('Control+Shift+M');
      const row = page.locator('.markers-panel .monaco-list-row', { hasText: 'metadata/name-invalid' });
      await row.first().waitFor({ timeout: 30_000 });
      const text = (await row.first().innerText()).replace(/\s+/g, ' ');
      assert.match(text, /`metadata\.name` is "Web_Frontend"/);
      assert.match(text, /plumbline/);
      assert.match(text, /\[Ln 4, Col 9\]/);
      const rows = await page.locator('.markers-panel .monaco-list-row').allInnerTexts();
      assert.ok(
        rows.some((r) => r.includes('manifest/api-version-not-served') && r.includes('Ln 14, Col 13')),
        rows.join('\n'),
      );
      await page.screenshot({ path: path.join(IMAGES, 'vscode-problems.png') });
    });
  });

  it('shows the rule documentation and the field description on hover', async () => {
    await page.keyboard.press('Control+Shift+M'); // close the panel again
    const squiggle = (await squiggles(page)).find((s) => s.line === 4)!;
    const lineBox = await page.locator('.editor-instance .view-overlays .squiggly-error').first().boundingBox();
    assert.ok(lineBox);
    await page.mouse.move(squiggle.left + squiggle.width / 2, lineBox.y + lineBox.height / 2);
    const hover = page.locator('.monaco-hover:not(.hidden)', { hasText: 'metadata/name-invalid' });
    await hover.first().waitFor({ timeout: 30_000 });
    const text = await hover.first().innerText();
    assert.match(text, /metadata\.name/);
    assert.match(text, /Name of the object/);
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(IMAGES, 'vscode-hover.png') });
    await page.mouse.move(10, 700);
    await page.keyboard.press('Escape');
  });

  it('applies the quick fix and the squiggle goes away', async () => {
    await step('quick fix', async () => {
      await page.locator('.editor-instance .view-lines').click();
      await page.keyboard.press('Control+G');
      await page.waitForSelector('.quick-input-widget input');
      await page.keyboard.type('14:13');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Control+.');
      const action = page.locator('.action-widget .monaco-list-row', { hasText: 'Use apiVersion v1' });
      await action.first().waitFor({ timeout: 30_000 });
      await page.screenshot({ path: path.join(IMAGES, 'vscode-quick-fix.png') });
      // The menu takes keys, not clicks (a pointer block lies over it): walk to the fix.
      for (let i = 0; i < 10; i++) {
        const focused = await page.locator('.action-widget .monaco-list-row.focused').first().getAttribute('aria-label');
        if (focused === 'Use apiVersion v1') break;
        await page.keyboard.press('ArrowDown');
      }
      await page.keyboard.press('Enter');
    });
    await step('squiggle gone', async () => {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const list = await squiggles(page);
        if (!list.some((s) => s.line === 14) && list.some((s) => s.line === 4)) break;
        if (Date.now() > deadline) throw new Error(`squiggles after the fix: ${JSON.stringify(list)}`);
        await page.waitForTimeout(250);
      }
    });
    // Saved to disk, the fix is the one the server described.
    await page.keyboard.press('Control+S');
    const deadline = Date.now() + 10_000;
    while (
      !readFileSync(path.join(workspace, 'deploy', 'web.yaml'), 'utf8').includes('apiVersion: v1\nkind: ConfigMap') &&
      Date.now() < deadline
    )
      await page.waitForTimeout(200);
    assert.equal(readFileSync(path.join(workspace, 'deploy', 'web.yaml'), 'utf8'), MANIFEST.replace('apiVersion: v2', 'apiVersion: v1'));
  });

  it('completes the keys the kind allows at the cursor', async () => {
    await page.locator('.editor-instance .view-lines').click();
    await page.keyboard.press('Control+G');
    await page.waitForSelector('.quick-input-widget input');
    await page.keyboard.type('17:21');
    await page.keyboard.press('Enter');
    await page.locator('.statusbar-item', { hasText: 'Ln 17, Col 21' }).first().waitFor({ timeout: 10_000 });
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.locator('.statusbar-item', { hasText: 'Ln 18, Col 3' }).first().waitFor({ timeout: 10_000 });
    const rows = page.locator('.suggest-widget .monaco-list-row');
    // The first request can race the document sync: ask again until the list is there.
    for (let attempt = 0; ; attempt++) {
      await page.keyboard.press('Control+Space');
      try {
        await rows.filter({ hasText: 'labels' }).first().waitFor({ timeout: 5_000 });
        break;
      } catch (error) {
        if (attempt >= 5) throw error;
        await page.keyboard.press('Escape');
      }
    }
    const labels = (await rows.allInnerTexts()).map((t) => t.split('\n')[0]!.trim());
    assert.ok(labels.includes('annotations') && labels.includes('namespace'), labels.join(', '));
    assert.ok(!labels.includes('name'), `offers name, which is present: ${labels.join(', ')}`);
    await page.screenshot({ path: path.join(IMAGES, 'vscode-completion.png') });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+Z');
  });
});

/**
 * The cluster's admission policies in the editor: the manifest repository the CLI golden test lints
 * (test/fixtures/admission-policies: policies, bindings, params, namespaces, workloads) is the workspace. The
 * policy, binding and parameter files are never opened; the extension's workspace index reads them from disk, and
 * the Deployment whose replicas the replica-limit policy denies shows an error squiggle under the value.
 */
describe('VS Code extension in code-server: admission policies of the workspace (end to end)', function () {
  this.timeout(240_000);
  const parts = useWorkbench('plumbline-ws-vap-', (workspace) =>
    cpSync(path.join(repoRoot, 'test/fixtures/admission-policies'), workspace, { recursive: true }),
  );
  let page: Page;
  before(() => {
    page = parts.page!;
  });

  it('underlines the replicas a policy denies and lists the policy finding in Problems', async () => {
    await step('open file', () => openFile(page, 'deployments.yaml'));
    // Deployment api, `replicas: 8` (line 27, column 13): above the limit of 5 its namespace's params set. Without
    // the policies this document has no error at all (its other findings are a warning and infos).
    const found = await step('wait for the policy squiggle', () =>
      waitForSquiggles(page, parts, (list) => list.some((s) => s.line === 27), 90_000),
    );
    assert.deepEqual(
      found.map((s) => [s.line, s.text]),
      [[27, '8']],
    );
    await page.mouse.move(10, 700);
    await page.screenshot({ path: path.join(IMAGES, 'vscode-admission-policy.png') });

    await step('problems panel', async () => {
      await page.keyboard.press('Control+Shift+M');
      const row = page.locator('.markers-panel .monaco-list-row', { hasText: 'policy/replica-limit' });
      await row.first().waitFor({ timeout: 30_000 });
      const rows = (await row.allInnerTexts()).map((r) => r.replace(/\s+/g, ' '));
      assert.equal(rows.length, 1, rows.join('\n'));
      assert.match(rows[0]!, /ValidatingAdmissionPolicy 'replica-limit' with binding 'replica-limit-test' denies the request/);
      assert.match(rows[0]!, /spec\.replicas is 8, above the limit of 5/);
      assert.match(rows[0]!, /\[Ln 27, Col 13\]/);
    });
  });
});
