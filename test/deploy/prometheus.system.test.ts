import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { files, ROOT } from '../architecture/support/imports';

/**
 * The alert rules of deploy/prometheus (issue 38) evaluated by Prometheus's own `promtool test rules` on the
 * recorded series of alerts.test.yml: each alert fires when it should (a lead undelivered for 15 minutes, the
 * index older than a day, readiness failing, 5xx above 1 %) and not before. promtool is Debian's `prometheus`
 * package, which .ci/run installs; a machine without it skips these tests and says why.
 */
const DIR = path.join(ROOT, 'deploy', 'prometheus');
const PROMTOOL = ['/usr/bin/promtool', '/usr/local/bin/promtool'].find((p) => existsSync(p));

const promtool = (...args: string[]) => spawnSync(PROMTOOL!, args, { cwd: DIR, encoding: 'utf8', timeout: 120_000 });

describe.skipIf(!PROMTOOL)(
  `the alert rules (promtool${PROMTOOL ? '' : ' is not installed: apt-get install prometheus, as .ci/run does'})`,
  () => {
    it('are valid rules, and the example scrape configuration loads them', () => {
      const rules = promtool('check', 'rules', 'alerts.yml');
      expect(rules.status, rules.stdout + rules.stderr).toBe(0);
      expect(rules.stdout).toMatch(/SUCCESS: 7 rules found/);
      const config = promtool('check', 'config', 'prometheus.yml');
      expect(config.status, config.stdout + config.stderr).toBe(0);
    });

    it('fire on the recorded series as alerts.test.yml expects, and only then', () => {
      const result = promtool('test', 'rules', 'alerts.test.yml');
      expect(result.status, result.stdout + result.stderr).toBe(0);
      expect(result.stdout).toMatch(/SUCCESS/);
    });
  },
);

describe('the metrics the rules read', () => {
  it('are each written by the site', () => {
    const rules = readFileSync(path.join(DIR, 'alerts.yml'), 'utf8');
    const names = [...new Set([...rules.matchAll(/\b(autopolis_[a-z_]+)/g)].map((m) => m[1]!))];
    expect(names.length).toBeGreaterThan(5);
    const source = files(path.join(ROOT, 'src'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    expect(names.filter((name) => !source.includes(`'${name}'`))).toEqual([]);
  });
});
