import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hiddenFields, jpegPhoto, multipartBody, startSite, status, until, type Site } from './support/site';

/**
 * Issue 39: two connections sending 1.1 KB every 9 s held both upload turns for 120 s, and two real
 * 40 MB tyre offers waited 30 s and got 503. Now a body holding a turn while others wait must keep
 * 16 KB/s over the last 10 s (src/server/body-pace.ts), or its turn goes to the next: here one slow
 * sender at the pace and one at 4 KB/s (above the floor every body must keep, so only the
 * waiting uploads take its turn) hold both turns, then two real tyre offers with photos arrive and are
 * taken. How long they waited: `npx tsx bench/uploads.ts --slow-senders`.
 */
const PAGE = '/formulaires/demande-offre-pneus';
const MB = 1024 * 1024;

type Slow = { socket: net.Socket; answer: string; closed: boolean; timer?: NodeJS.Timeout };

/** A tyre offer declaring 20 MB of body and sending `bytes` of it every `everyMs`. */
function slowSender(url: URL, bytes: number, everyMs: number): Promise<Slow> {
  return new Promise((resolve) => {
    const s: Slow = { socket: net.connect(Number(url.port), url.hostname), answer: '', closed: false };
    s.socket.setEncoding('latin1');
    s.socket.on('data', (chunk: string) => (s.answer += chunk));
    s.socket.on('error', () => undefined);
    s.socket.on('close', () => {
      s.closed = true;
      clearInterval(s.timer);
    });
    s.socket.once('connect', () => {
      const piece = () => s.socket.write(Buffer.alloc(bytes, 0x61));
      s.socket.write(
        `POST ${PAGE} HTTP/1.1\r\nHost: ${url.host}\r\nOrigin: ${url.origin}\r\n` +
          `Content-Type: multipart/form-data; boundary=----slow\r\nContent-Length: ${20 * MB}\r\n\r\n` +
          `------slow\r\nContent-Disposition: form-data; name="photos"; filename="tyre.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        () => resolve(s),
      );
      piece();
      s.timer = setInterval(piece, everyMs);
    });
  });
}

/** The tyre offer as a visitor without JavaScript sends it, with five photos of 8 MB. */
async function tyreOffer(site: Site, n: number) {
  const data = new FormData();
  for (const [k, v] of await hiddenFields(`${site.url}${PAGE}`)) data.append(k, v);
  const values = { vehicle: 'Ford Ranger', season: 'winter', quantity: '4', name: `Slow turns ${n}`, email: `turns-${n}@example.com` };
  for (const [k, v] of Object.entries({ ...values, contact: 'email', consent: 'on' })) data.set(k, v);
  for (let i = 0; i < 5; i++) data.append('photos', new File([jpegPhoto(8_000_000)], `tyre-${i + 1}.jpg`, { type: 'image/jpeg' }));
  return multipartBody(data);
}

describe('upload turns that slow senders cannot hold (issue 39)', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site?.stop());

  it('two slow senders holding both turns lose them to two real 40 MB uploads, which are accepted', async () => {
    const url = new URL(site.url);
    const offers = await Promise.all([1, 2].map((n) => tyreOffer(site, n)));
    // the pace, and one four times the floor every body must keep
    const slow = [await slowSender(url, 1100, 9_000), await slowSender(url, 4096, 1_000)];
    // their headers are read and their turns taken before the real uploads come (one round trip after them)
    expect(await status(`${site.url}/hello`)).toBe(200);
    const real = await Promise.all(
      offers.map(({ body, contentType }) =>
        fetch(`${site.url}${PAGE}`, {
          method: 'POST',
          body,
          headers: { 'Content-Type': contentType, Origin: site.url },
          redirect: 'manual',
        }).then((r) => r.status),
      ),
    );
    const answered = await until(() => slow.every((s) => s.closed || /\r\n\r\n/.test(s.answer)), 60_000);
    for (const s of slow) s.socket.destroy();
    const lines = site.logs().filter((l) => l.includes(`POST ${PAGE}`));
    console.log(
      `[faults] 2 slow senders then 2 real tyre offers: real ${real.join(',')}; slow ${slow.map((s) => s.answer.slice(9, 12)).join(',')}`,
    );
    expect(real).toEqual([303, 303]);
    expect(answered).toBe(true);
    for (const s of slow) {
      expect(s.answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(s.answer).toMatch(/\r\nconnection: close\r\n/i);
      expect(s.answer).toMatch(/<html lang="fr-LU">/i);
    }
    // both lost their turn to the waiting uploads: the one above the floor would have kept it otherwise
    expect(
      lines.filter((l) => /while other uploads waited for a turn; answered 408/.test(l)),
      lines.join('\n'),
    ).toHaveLength(2);
  });
});
