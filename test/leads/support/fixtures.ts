import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LeadsConfig } from '../../../src/config/env';
import type { StoreLeadInput } from '../../../src/leads/types';
import { tinyJpeg, tinyPng, tinyWebp } from '../../support/images';

/** A fresh temporary folder per test; removed by the returned function. */
export function tempDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'leads-test-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

let counter = 0;

/** A valid lead with a unique submission key unless one is given. */
export function lead(overrides: Partial<StoreLeadInput> = {}): StoreLeadInput {
  counter++;
  return {
    key: `test-key-${process.pid}-${Date.now()}-${counter}`,
    form: 'test-drive',
    locale: 'fr-lu',
    payload: { name: 'Anne Muller', email: 'anne@example.lu', phone: '+352 621 000 000', message: 'Samedi matin ?' },
    vehicleId: '100123-1-ford-puma-titanium',
    receivedAt: new Date('2025-06-02T08:30:00Z'),
    ...overrides,
  };
}

export function settings(dataDir: string, overrides: Partial<LeadsConfig> = {}): LeadsConfig {
  return {
    dataDir,
    webhook: undefined,
    retry: { baseMs: 50, maxMs: 1_000, maxAttempts: 10 },
    concurrency: 2,
    rateLimit: { max: 3, windowSeconds: 60, perMailbox: 50 },
    trustedProxies: [],
    limits: { maxPayloadBytes: 65_536, maxFiles: 3, maxFileBytes: 1_024 },
    retention: { days: 90, byForm: { 'job-application': 30 } },
    ...overrides,
  };
}

/** Tiny valid images (a header that parses, with dimensions), and a HEIC `ftyp` box. */
export const PNG = tinyPng();
export const JPEG = tinyJpeg();
export const WEBP = tinyWebp();
export const HEIC = new Uint8Array([0, 0, 0, 24, ...Buffer.from('ftypheic'), 0, 0, 0, 0, ...Buffer.from('mif1heic')]);
export const HTML = new Uint8Array(Buffer.from('<html><script>alert(1)</script></html>'));
