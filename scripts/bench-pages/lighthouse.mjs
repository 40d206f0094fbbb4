/** bench:pages' Lighthouse runs (mobile preset, simulated throttling) in Debian's Chromium, and what it reads of them. */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../bench-servers.mjs';
import { CHROMIUM_ARGS, ensureChromium } from '../chromium.mjs';
import { median } from '../stats.mjs';

/** Chromium with a DevTools port for Lighthouse to drive; one browser for every run. */
async function startChromium(procs) {
  const path = process.env.CHROME_PATH || ensureChromium();
  const profile = mkdtempSync(join(tmpdir(), 'bench-pages-chromium-'));
  const child = spawn(
    path,
    [...CHROMIUM_ARGS, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  procs.add(child);
  procs.cleanup(() => rmSync(profile, { recursive: true, force: true }));
  const portFile = join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 20_000;
  while (!existsSync(portFile) || !readFileSync(portFile, 'utf8').includes('\n')) {
    if (child.exitCode !== null) throw new Error(`${path} exited at start`);
    if (Date.now() > deadline) throw new Error(`${path} did not open its DevTools port`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const version = execFileSync(path, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  return { port: Number(readFileSync(portFile, 'utf8').split('\n')[0]), path, version };
}

/** Rows of a Lighthouse details object, at any depth (tables inside lists), flattened. */
function detailRows(details, rows = []) {
  if (!details || typeof details !== 'object') return rows;
  if (Array.isArray(details.items)) {
    for (const item of details.items) {
      if (item && typeof item === 'object' && (item.type === 'table' || item.type === 'list')) detailRows(item, rows);
      else rows.push(item);
    }
  }
  return rows;
}

/**
 * The LCP element and its phases. Lighthouse 12 has `largest-contentful-paint-element` (the element, and
 * the phases of the simulated LCP) and `lcp-breakdown-insight` (the subparts of the observed, unthrottled
 * LCP); Lighthouse 13 keeps only the insight. Both are read when present.
 */
function lcpOf(lhr) {
  const out = { element: null, simulatedPhases: null, observedSubparts: null };
  const node = (n) => n && { selector: n.selector, label: n.nodeLabel, snippet: n.snippet };
  for (const row of detailRows(lhr.audits['largest-contentful-paint-element']?.details)) {
    if (row?.node) out.element ??= node(row.node);
    if (row?.phase) (out.simulatedPhases ??= []).push({ phase: row.phase, ms: row.timing, percent: row.percent });
  }
  for (const row of detailRows(lhr.audits['lcp-breakdown-insight']?.details)) {
    if (row?.type === 'node') out.element ??= node(row);
    if (row?.subpart) (out.observedSubparts ??= []).push({ subpart: row.subpart, ms: row.duration });
  }
  return out;
}

/**
 * The run's longest main-thread tasks (Lighthouse's `long-tasks` diagnostic, simulated times): what the
 * Total Blocking Time is made of, each with the script it is attributed to (the page's own URL: parsing,
 * style and layout, inline data; "Unattributable": the browser's own work).
 */
function longTasksOf(lhr) {
  return detailRows(lhr.audits['long-tasks']?.details)
    .filter((row) => typeof row?.duration === 'number')
    .sort((x, y) => y.duration - x.duration)
    .slice(0, 6)
    .map((row) => ({ url: row.url ?? '', startMs: row.startTime ?? null, ms: row.duration }));
}

/** The SEO category's audits that did not pass (a score under 1; audits that do not apply have none). */
function seoFailures(lhr) {
  return (lhr.categories.seo?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && typeof lhr.audits[ref.id]?.score === 'number' && lhr.audits[ref.id].score < 1)
    .map((ref) => ref.id);
}

function summarize(lhr) {
  const a = lhr.audits;
  const observed = a.metrics?.details?.items?.[0] ?? {};
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    seo: lhr.categories.seo ? Math.round((lhr.categories.seo.score ?? 0) * 100) : null,
    seoFailures: seoFailures(lhr),
    lcp: a['largest-contentful-paint'].numericValue,
    fcp: a['first-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    si: a['speed-index'].numericValue,
    observedFcp: observed.observedFirstContentfulPaint ?? null,
    observedLcp: observed.observedLargestContentfulPaint ?? null,
    lcpDetail: lcpOf(lhr),
    longTasks: longTasksOf(lhr),
    ...scriptsLoaded(lhr),
    warnings: lhr.runWarnings ?? [],
  };
}

/**
 * Every script the page loaded in the Lighthouse run, until the network and the main thread were quiet:
 * the HTML's, and what the page then loads by itself with nobody touching it (code that starts after
 * hydration: the cart's data, the notices…), as transferred (compressed).
 */
function scriptsLoaded(lhr) {
  const scripts = detailRows(lhr.audits['network-requests']?.details).filter((r) => r?.resourceType === 'Script');
  return {
    scriptKb: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1000,
    scriptFiles: scripts.length,
  };
}

/**
 * Lighthouse on each page: a warm-up run each, then `runs` runs interleaved across pages. Sets
 * `page.runs` and `page.lighthouse` (the medians, the LCP element and long tasks of the median runs).
 * Returns the browser used (its version for the report).
 */
export async function lighthouseAll(pages, { runs, procs, log }) {
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await startChromium(procs);
  log(`Lighthouse ${lighthouseVersion()} in ${chrome.version}: 1 warm-up + ${runs} runs per page, interleaved`);
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo'] };
  // Lighthouse now and then fails to record a trace (NO_NAVSTART and the like, "run Lighthouse again"):
  // such a run is tried again, up to twice, rather than ending the bench.
  const once = async (page, attempt = 1) => {
    const result = await lighthouse(page.url, flags);
    if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${page.url}`);
    const error = result.lhr.runtimeError;
    if (error && attempt < 3) {
      log(`${page.url}: ${error.code ?? 'runtime error'}, running it again`);
      return once(page, attempt + 1);
    }
    if (error) throw new Error(`${page.url}: ${error.message}`);
    return summarize(result.lhr);
  };
  for (const page of pages) await once(page);
  for (const page of pages) page.runs = [];
  for (let i = 0; i < runs; i += 1) {
    for (const page of pages) {
      page.runs.push(await once(page));
      process.stdout.write('.');
    }
  }
  process.stdout.write('\n');
  for (const page of pages) {
    const m = (key) => median(page.runs.map((r) => r[key]));
    page.lighthouse = {
      score: m('score'),
      seo: m('seo'),
      lcp: m('lcp'),
      fcp: m('fcp'),
      tbt: m('tbt'),
      cls: m('cls'),
      si: m('si'),
      observedFcp: m('observedFcp'),
      observedLcp: m('observedLcp'),
      scriptKb: m('scriptKb'),
      scriptFiles: m('scriptFiles'),
    };
    // The run whose LCP is the median one explains the median LCP; the median TBT run, the TBT.
    const byLcp = [...page.runs].sort((x, y) => x.lcp - y.lcp);
    page.lighthouse.lcpDetail = byLcp[Math.floor((byLcp.length - 1) / 2)].lcpDetail;
    const byTbt = [...page.runs].sort((x, y) => x.tbt - y.tbt);
    page.lighthouse.longTasks = byTbt[Math.floor((byTbt.length - 1) / 2)].longTasks;
    // Every SEO audit that failed in any run.
    page.lighthouse.seoFailures = [...new Set(page.runs.flatMap((r) => r.seoFailures))];
  }
  return chrome;
}

/** The installed Lighthouse's version. */
export function lighthouseVersion() {
  return JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
}
