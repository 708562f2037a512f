import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamPost } from '../../bench/form-posts';
import { hiddenFields, jpegPhoto, multipartBody, rssMb, startSite, type Site } from './support/site';

/**
 * Issue 17 §3: a form without a file field refuses a large body while it streams in, so four
 * concurrent 38 MB posts neither raise the site's memory nor stall other visitors; large uploads
 * to a form with photos are bounded in number. Issue 25 §1: a legitimate 40 MB post of five photos
 * is read and parsed as it streams in, so /hello keeps answering meanwhile (it stalled 5-9 s), and
 * a CMS page holds a post to the form it names (a form without files: refused at tens of KB).
 */
const MB = 1024 * 1024;

async function latencyMs(url: string): Promise<number> {
  const started = performance.now();
  await (await fetch(url)).arrayBuffer();
  return performance.now() - started;
}

describe('large bodies', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site?.stop());

  it('a form without files refuses 38 MB bodies as they stream: memory and /hello stay bounded', async () => {
    const pid = site.process.pid!;
    for (let i = 0; i < 3; i++) await fetch(`${site.url}/stock/100001-1-ford-ranger-xlt/interessee`).then((r) => r.arrayBuffer());
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
    const latencies: number[] = [];
    let posting = true;
    const probe = (async () => {
      while (posting) latencies.push(await latencyMs(`${site.url}/hello`));
    })();
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => streamPost(site.url, '/stock/100001-1-ford-ranger-xlt/interessee', 38 * MB)),
    );
    const tookMs = Date.now() - started;
    posting = false;
    await probe;
    clearInterval(sampler);
    const worst = Math.round(Math.max(...latencies));
    console.log(
      `[faults] 4 × 38 MB to a form without files: statuses ${answers.map((a) => a.status).join(',')} in ${tookMs} ms; ` +
        `RSS ${before} → peak ${peak} MB; /hello worst ${worst} ms over ${latencies.length} probes`,
    );
    // The site answers 413 and closes while the client is still writing: the client may see the reset of
    // its write before it parses that answer (status 0; seen for all four in a fresh run). Either way the body was
    // cut off long before its end.
    for (const a of answers) {
      if (a.status === 0) expect(a.sent).toBeLessThan(38 * MB);
      else expect(a.status).toBe(413);
    }
    expect(peak - before).toBeLessThan(100);
    // /hello's latency meanwhile is printed above; its goal is measured by bench/uploads.ts (`--refused`)
  });

  it('a declared length above the form limit is refused before any byte is read', async () => {
    const res = await new Promise<number>((resolve) => {
      const req = http.request(`${site.url}/en-gb/stock/100001-1-ford-ranger-xlt/interest`, {
        method: 'POST',
        headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(200 * 1024) },
      });
      req.on('response', (r) => {
        r.resume();
        resolve(r.statusCode ?? 0);
      });
      req.on('error', () => resolve(0));
      req.flushHeaders(); // headers only: the body never comes
    });
    expect(res).toBe(413);
  });

  it('large uploads beyond the two read at once wait their turn instead of being refused (the queue: test/server/upload-turns.test.ts)', async () => {
    const four = await Promise.all(Array.from({ length: 4 }, () => streamPost(site.url, '/formulaires/demande-offre-pneus', 12 * MB)));
    console.log(`[faults] 4 concurrent 12 MB uploads to the tyre offer: ${four.map((a) => a.status).join(',')}`);
    // each is read in turn: none is refused for being one too many
    expect(four.every((a) => a.status < 500)).toBe(true);
  });

  it('two 40 MB tyre offers of five photos each are stored while /hello keeps answering (issue 25 §1)', async () => {
    const page = '/formulaires/demande-offre-pneus';
    const photos = Array.from({ length: 5 }, () => jpegPhoto(8_000_000));
    const posts = await Promise.all(
      [1, 2].map(async (n) => {
        const data = new FormData();
        for (const [k, v] of await hiddenFields(`${site.url}${page}`)) data.append(k, v);
        const values = { vehicle: 'Ford Ranger', season: 'winter', quantity: '4', name: `Photos ${n}`, email: `photos-${n}@example.com` };
        for (const [k, v] of Object.entries({ ...values, contact: 'email', consent: 'on' })) data.set(k, v);
        photos.forEach((p, i) => data.append('photos', new File([p], `tyre-${i + 1}.jpg`, { type: 'image/jpeg' })));
        return multipartBody(data);
      }),
    );
    const latencies: number[] = [];
    let posting = true;
    const probe = (async () => {
      while (posting) latencies.push(await latencyMs(`${site.url}/hello`));
    })();
    const statuses = await Promise.all(
      posts.map(({ body, contentType }) =>
        fetch(`${site.url}${page}`, { method: 'POST', body, headers: { 'Content-Type': contentType }, redirect: 'manual' }).then(
          (r) => r.status,
        ),
      ),
    );
    posting = false;
    await probe;
    const worst = Math.round(Math.max(...latencies));
    console.log(
      `[faults] 2 × ${(posts[0]!.body.length / MB).toFixed(1)} MB of photos: ${statuses.join(',')}; /hello worst ${worst} ms over ${latencies.length} probes`,
    );
    expect(statuses).toEqual([303, 303]);
    // Before: /hello stalled 18.8 s (load average 28; 4.8-5.9 s in the issue), the whole body buffered and parsed
    // twice in one go. After, at the same load: 2.9 s, most of it the lead store's synchronous SQLite write of the
    // photos (300-450 ms per 40 MB lead). The goal (/hello p99 under 50 ms while uploading) is bench/uploads.ts's.
  });

  it('a CMS page holds a post to the bounds of the form it names: a contact form with 40 MB is refused early (issue 25 §1)', async () => {
    const page = '/contact';
    const data = new FormData();
    for (const [k, v] of await hiddenFields(`${site.url}${page}`)) data.append(k, v);
    data.append('message', 'hello');
    data.append('attachment', new File([jpegPhoto(40 * MB)], 'big.jpg', { type: 'image/jpeg' }));
    const { body, contentType } = await multipartBody(data);
    const res = await fetch(`${site.url}${page}`, { method: 'POST', body, headers: { 'Content-Type': contentType } }).catch(() => null);
    // refused with 413 at the first bytes past the contact form's bound (or the connection closed while still sending)
    if (res) expect(res.status).toBe(413);
    expect(site.logs().some((l) => /POST \/contact: (declared \d+ bytes,|body) above the \d+ (bytes )?of this form/.test(l))).toBe(true);
  });
});
