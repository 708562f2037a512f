import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadTurns } from '../../src/server/middleware/upload-turns';

describe('turns to read a large body (issue 25, point 1)', () => {
  afterEach(() => vi.useRealTimers());

  it('gives two at once, lets the next ones wait in order, and refuses past the queue', async () => {
    const turns = new UploadTurns({ running: 2, waiting: 2, waitMs: 30_000 });
    expect(turns.take()).toBe(true);
    expect(turns.take()).toBe(true);
    const order: number[] = [];
    const third = Promise.resolve(turns.take()).then((ok) => (order.push(3), ok));
    const fourth = Promise.resolve(turns.take()).then((ok) => (order.push(4), ok));
    expect(turns.take()).toBe(false);
    expect([turns.running, turns.waiting]).toEqual([2, 2]);
    turns.done();
    expect(await third).toBe(true);
    expect(order).toEqual([3]);
    turns.done();
    expect(await fourth).toBe(true);
    expect(order).toEqual([3, 4]);
    expect([turns.running, turns.waiting]).toEqual([2, 0]);
  });

  it('refuses a body that waited too long, and its place is free again', async () => {
    vi.useFakeTimers();
    const turns = new UploadTurns({ running: 1, waiting: 1, waitMs: 30_000 });
    expect(turns.take()).toBe(true);
    const waited = turns.take();
    vi.advanceTimersByTime(30_000);
    expect(await waited).toBe(false);
    expect(turns.waiting).toBe(0);
    turns.done();
    expect(turns.take()).toBe(true);
  });
});
