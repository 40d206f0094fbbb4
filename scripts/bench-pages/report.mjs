/** bench:pages' report in Markdown. */

const fixed = (n, digits = 0) => (n === null || n === undefined ? '–' : n.toFixed(digits));
const seconds = (ms) => (ms === null || ms === undefined ? '–' : `${(ms / 1000).toFixed(2)} s`);

/** The report as Markdown: the settings, one table of the pages, then the details Lighthouse gives. */
export function markdown(report) {
  const lines = [];
  lines.push(`# bench:pages — ${report.date}`, '');
  lines.push(
    `Next ${report.versions.next}, Node ${report.versions.node}, Lighthouse ${report.versions.lighthouse ?? '–'}` +
      ` (mobile preset, simulated throttling; median of ${report.settings.runs} runs after a warm-up)` +
      ` in ${report.versions.chromium ?? '–'}; autocannon ${report.settings.connections} connections,` +
      ` ${report.settings.duration} s per page in ${report.settings.slices} interleaved slices after a ${report.settings.warmupSeconds} s warm-up.` +
      ` Load average ${report.load.before.map((n) => n.toFixed(2)).join(' ')} before,` +
      ` ${report.load.after.map((n) => n.toFixed(2)).join(' ')} after (2 shared cores: compare ratios, not absolutes).`,
    '',
  );
  lines.push(
    '| page | path | Lighthouse | SEO | LCP | TBT | CLS | JS the HTML loads (gzip) | JS loaded until quiet | HTML (gzip) | `__NEXT_DATA__` | SSR req/s (× bare) | p50 | p99 |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const p of report.pages) {
    const lh = p.lighthouse;
    const l = p.load;
    lines.push(
      [
        p.cacheStatus ? `${p.name} (${p.cacheStatus})` : p.name,
        p.path ? `\`${p.path}\`` : '`/` (fixture)',
        lh ? fixed(lh.score) : '–',
        lh ? fixed(lh.seo) : '–',
        lh ? seconds(lh.lcp) : '–',
        lh ? `${fixed(lh.tbt)} ms` : '–',
        lh ? fixed(lh.cls, 3) : '–',
        `${fixed(p.weight.js.gzipKb, 1)} kB (${p.weight.js.files} files)`,
        lh ? `${fixed(lh.scriptKb, 1)} kB (${fixed(lh.scriptFiles)} files)` : '–',
        `${fixed(p.weight.html.kb, 1)} kB (${fixed(p.weight.html.gzipKb, 1)})`,
        `${fixed(p.weight.html.nextDataKb, 1)} kB`,
        l ? `${fixed(l.rps)} (${fixed(l.xBare, 3)}×)` : '–',
        l ? `${fixed(l.p50, 1)} ms` : '–',
        l ? `${fixed(l.p99, 1)} ms${l.non2xx ? `, ${l.non2xx} non-2xx` : ''}` : '–',
      ]
        .join(' | ')
        .replace(/^/, '| ')
        .replace(/$/, ' |'),
    );
  }
  if (report.skipped.length) {
    lines.push('', 'Not measured:', '');
    for (const s of report.skipped) lines.push(`- ${s.key}${s.path ? ` (\`${s.path}\`)` : ''}: ${s.reason}`);
  }
  const withLh = report.pages.filter((p) => p.lighthouse);
  if (withLh.length) {
    lines.push('', '## SEO audits that failed (Lighthouse SEO category, any run)', '');
    for (const p of withLh)
      lines.push(`- ${p.name} (SEO ${fixed(p.lighthouse.seo)}): ${p.lighthouse.seoFailures.join(', ') || 'none'}`);
  }
  if (withLh.length) {
    lines.push('', '## LCP, from the median run', '');
    lines.push(
      '| page | FCP | LCP | observed FCP / LCP (unthrottled) | LCP element | simulated phases | observed subparts |',
      '|---|---|---|---|---|---|---|',
    );
    for (const p of withLh) {
      const d = p.lighthouse.lcpDetail;
      const phases = (d.simulatedPhases ?? []).map((x) => `${x.phase} ${fixed(x.ms)} ms (${x.percent})`).join('; ');
      const subparts = (d.observedSubparts ?? []).map((x) => `${x.subpart} ${fixed(x.ms)} ms`).join('; ');
      const element = d.element
        ? `\`${(d.element.snippet ?? d.element.selector ?? '').replace(/\|/g, '\\|').slice(0, 120)}\``
        : '–';
      lines.push(
        `| ${p.name} | ${seconds(p.lighthouse.fcp)} | ${seconds(p.lighthouse.lcp)} | ${seconds(p.lighthouse.observedFcp)} / ${seconds(p.lighthouse.observedLcp)} | ${element} | ${phases || '–'} | ${subparts || '–'} |`,
      );
    }
  }
  if (withLh.length) {
    lines.push(
      '',
      '## Longest tasks, from the median TBT run (simulated ms; a task blocks for its time over 50 ms)',
      '',
    );
    for (const p of withLh) {
      const tasks = (p.lighthouse.longTasks ?? []).map((t) => {
        const where = t.url ? t.url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/_next\/static\//, '') : 'browser';
        return `${where || '/'} ${fixed(t.ms)}${t.startMs === null ? '' : ` @${fixed(t.startMs)}`}`;
      });
      lines.push(`- ${p.name} (TBT ${fixed(p.lighthouse.tbt)} ms): ${tasks.join(', ') || 'none over 50 ms'}`);
    }
  }
  lines.push('', '## Scripts each page loads (gzip kB)', '');
  for (const p of report.pages.filter((page) => !page.cacheStatus)) {
    lines.push(
      `- ${p.name}: ${p.weight.scripts.map((s) => `${s.path.replace(/^\/_next\/static\//, '')} ${s.gzipKb.toFixed(1)}`).join(', ')}`,
    );
  }
  lines.push('');
  return lines.join('\n');
}
