import { afterEach, describe, expect, it, vi } from 'vitest';
import { BodyPace, CONTENDED_BYTES_PER_S, FLOOR_BYTES_PER_S, GRACE_MS, WINDOW_MS } from '../../src/server/body-pace';
import { BodyRefused, readBody } from '../../src/server/form-body';

const KB = 1024;

/** A body sending `bytesPerStep` every `stepMs` from t=0 to `untilMs`; its verdict at each step. */
function sender(bytesPerStep: number, stepMs: number, untilMs: number, contended: (t: number) => boolean = () => false) {
  const pace = new BodyPace(0);
  for (let t = 0; t <= untilMs; t += stepMs) {
    pace.record(bytesPerStep, t);
    const verdict = pace.verdict(t, contended(t));
    if (verdict) return { givenUpAt: t, ...verdict };
  }
  return undefined;
}

describe('the pace a body must keep (issue 39)', () => {
  it('gives up the issue’s slow sender (1.1 KB every 9 s) once the grace is over, contended or not', () => {
    const alone = sender(1100, 1000 * 9, 120_000);
    expect(alone).toBeDefined();
    // the first check after the grace: 9 s (1.1 KB arrived at 0 s, 2.2 KB by 9 s: 0.24 KB/s)
    expect(alone!.givenUpAt).toBe(9_000);
    expect(alone!.needed).toBe(FLOOR_BYTES_PER_S);
    // checked every half second, as the reader does while no byte comes: given up as the grace ends
    const pace = new BodyPace(0);
    pace.record(1100, 0);
    expect(pace.verdict(GRACE_MS - 1, false)).toBeUndefined();
    expect(pace.verdict(GRACE_MS, false)).toEqual({ rate: (1100 * 1000) / GRACE_MS, needed: FLOOR_BYTES_PER_S });
  });

  it('keeps a phone on a weak 3G link (50 KB/s in 16 KB bursts) for a whole 40 MB upload, while others wait', () => {
    expect(sender(16 * KB, 320, 820_000, () => true)).toBeUndefined();
  });

  it('keeps a phone whose link goes silent for 3 s every 10 s (a handover), at 50 KB/s otherwise', () => {
    const pace = new BodyPace(0);
    for (let t = 0; t <= 120_000; t += 100) {
      if (t % 10_000 < 7_000) pace.record(5 * KB, t);
      expect(pace.verdict(t, true)).toBeUndefined();
    }
  });

  it('lets a body between the floor and the contended pace run alone, and gives it up once an upload waits', () => {
    const pace = new BodyPace(0);
    let t = 0;
    for (; t <= 60_000; t += 1000) {
      pace.record(4 * KB, t);
      expect(pace.verdict(t, false)).toBeUndefined();
    }
    const verdict = pace.verdict(t - 1000, true);
    expect(verdict?.needed).toBe(CONTENDED_BYTES_PER_S);
    // 4 KB/s, measured over the window's buckets (up to half a second more than the window: lenient)
    expect(verdict!.rate).toBeGreaterThanOrEqual(4 * KB);
    expect(verdict!.rate).toBeLessThan(5 * KB);
  });

  it('measures over the last window only: a fast start does not pay for a stall after it', () => {
    const pace = new BodyPace(0);
    pace.record(10 * 1024 * KB, 0); // 10 MB at once
    expect(pace.verdict(WINDOW_MS, true)).toBeUndefined();
    // once that burst is out of the window and nothing came since, the body is given up
    expect(pace.verdict(WINDOW_MS + 1000, false)).toEqual({ rate: 0, needed: FLOOR_BYTES_PER_S });
  });
});

describe('a body read below its pace (issue 39)', () => {
  afterEach(() => vi.useRealTimers());

  /** A body that sends `bytes` every `stepMs` of fake time, forever. */
  function trickling(bytes: number, stepMs: number): ReadableStream<Uint8Array> {
    return new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, stepMs));
        controller.enqueue(new Uint8Array(bytes));
      },
    });
  }

  async function refusal(body: ReadableStream<Uint8Array>, contended: () => boolean): Promise<BodyRefused | undefined> {
    const read = readBody(body, 100 * 1024 * KB, { contended }).then(
      () => undefined,
      (error: unknown) => error as BodyRefused,
    );
    // long enough for any verdict: the grace and a window
    for (let i = 0; i < 40; i++) await vi.advanceTimersByTimeAsync(500);
    return read;
  }

  it('answers 408 when no byte comes at all, checked without waiting for one', async () => {
    vi.useFakeTimers();
    const silent = new ReadableStream<Uint8Array>({ pull: () => new Promise(() => undefined) });
    const error = await refusal(silent, () => false);
    expect(error).toBeInstanceOf(BodyRefused);
    expect(error!.status).toBe(408);
  });

  it('takes the turn of a body below the contended pace only while uploads wait', async () => {
    vi.useFakeTimers();
    // 4 KB/s: above the floor, below the contended pace
    let waiting = false;
    const body = trickling(4 * KB, 1000);
    const read = readBody(body, 100 * 1024 * KB, { contended: () => waiting }).then(
      () => undefined,
      (error: unknown) => error as BodyRefused,
    );
    let settled = false;
    void read.then(() => (settled = true));
    for (let i = 0; i < 60; i++) await vi.advanceTimersByTimeAsync(500);
    expect(settled).toBe(false);
    waiting = true;
    for (let i = 0; i < 4; i++) await vi.advanceTimersByTimeAsync(500);
    const error = await read;
    expect(error!.status).toBe(408);
    expect(error!.message).toMatch(/while other uploads waited/);
  });
});
