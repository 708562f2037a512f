import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from '../../src/ui/breadcrumbs';

describe('Breadcrumbs', () => {
  it('lists the trail in order, the page itself last and marked current', () => {
    const html = renderToStaticMarkup(
      <Breadcrumbs
        label="Fil d’Ariane"
        trail={[
          { name: 'Accueil', href: '/' },
          { name: 'Stock', href: '/stock' },
          { name: 'Kia EV6 <Earth>', href: '/stock/100002-1-kia-ev6-earth' },
        ]}
      />,
    );
    expect(html).toBe(
      '<nav class="breadcrumbs" aria-label="Fil d’Ariane"><ol>' +
        '<li><a href="/">Accueil</a></li><li><a href="/stock">Stock</a></li>' +
        '<li><a href="/stock/100002-1-kia-ev6-earth" aria-current="page">Kia EV6 &lt;Earth&gt;</a></li></ol></nav>',
    );
  });

  it('is the only breadcrumb markup of the site', () => {
    const SRC = path.resolve(import.meta.dirname, '../../src');
    const files = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const p = path.join(dir, e.name);
        return e.isDirectory() ? files(p) : /\.tsx$/.test(e.name) ? [p] : [];
      });
    const copies = files(SRC).filter(
      (f) => !f.endsWith(path.join('ui', 'breadcrumbs.tsx')) && /<nav className="[^"]*breadcrumb/.test(fs.readFileSync(f, 'utf8')),
    );
    expect(copies.map((f) => path.relative(SRC, f))).toEqual([]);
  });
});
