import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The built site's two server bundles, `npm start` and a dev server's reloads each load their own copy of a module:
 * `processShared` must hand every copy the same value, made once.
 */
const loadCopy = async () => {
  vi.resetModules();
  return import('../../src/process/shared');
};

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('autopolis.test.shared-table')];
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('autopolis.test.shared-slot')];
});

describe('processShared', () => {
  it('gives two copies of the module one value, made by the first that asks', async () => {
    const first = await loadCopy();
    const second = await loadCopy();
    expect(first.processShared).not.toBe(second.processShared);
    const make = vi.fn(() => new Map<string, number>());
    const table = first.processShared('test.shared-table', make);
    table.set('checks', 3);
    expect(second.processShared('test.shared-table', make).get('checks')).toBe(3);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps a slot one copy sets and another clears', async () => {
    const first = await loadCopy();
    const second = await loadCopy();
    first.processSlot<string>('test.shared-slot').value = 'runtime';
    expect(second.processSlot<string>('test.shared-slot').value).toBe('runtime');
    second.processSlot<string>('test.shared-slot').value = undefined;
    expect(first.processSlot<string>('test.shared-slot').value).toBeUndefined();
  });
});
