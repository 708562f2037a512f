import { describe, expect, it } from 'vitest';
import { runtimePackages } from '../../deploy/runtime';

/** The production image keeps of node_modules only what the bundles still load at run time (deploy/runtime.ts). */
describe('runtimePackages', () => {
  it('finds the packages a bundle loads at run time: imports, dynamic imports, requires and createRequire', () => {
    const code = [
      "import { Hono } from 'hono';",
      'import "@scope/side-effect/register.js";',
      "const pg = createRequire(import.meta.url)('pg');",
      'const lazy = await import("lru-cache");',
      'var x = __require("better-sqlite3/lib/database.js");',
      "const y = require('nodemailer');",
    ].join('\n');
    expect([...runtimePackages(code)].sort()).toEqual(['@scope/side-effect', 'better-sqlite3', 'hono', 'lru-cache', 'nodemailer', 'pg']);
  });

  it("leaves out Node's own modules and relative files", () => {
    const code = [
      "import fs from 'node:fs';",
      "import path from 'path';",
      "const tty = __require('tty');",
      "import { a } from './chunk-1.js';",
      'const m = await import("../../Map.js");',
      "import x from '/abs/file.js';",
    ].join('\n');
    expect([...runtimePackages(code)]).toEqual([]);
  });
});
