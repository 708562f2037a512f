/**
 * `npx tsx scripts/og-image.ts`: draws `public/og-default.png` (1200×630), the image a page is
 * shared with when it has none of its own (src/seo/head.tsx), in Chromium. Run again after a
 * change of name or colours; the output is committed.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const out = path.resolve(import.meta.dirname, '..', 'public', 'og-default.png');
const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;display:flex;flex-direction:column;justify-content:space-between;
  background:linear-gradient(135deg,#0b3d91 0%,#0a2a63 100%);color:#fff;font-family:'DejaVu Sans',Arial,sans-serif">
  <div style="display:flex;align-items:center;gap:28px">
    <div style="width:110px;height:110px;border-radius:22px;background:#fff;color:#0b3d91;font-size:76px;font-weight:700;display:flex;align-items:center;justify-content:center">A</div>
    <div style="font-size:84px;font-weight:700;letter-spacing:-1px">Autopolis</div>
  </div>
  <div style="font-size:40px;line-height:1.3;max-width:980px;opacity:.92">Voitures neuves et d’occasion · Neu- und Gebrauchtwagen · New and used cars</div>
  <div style="font-size:30px;opacity:.75">Luxembourg</div>
</div></body></html>`;

const browser = await chromium.launch(
  existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] } : {},
);
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: out, type: 'png' });
await browser.close();
console.log(`wrote ${out}`);
