import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `src/app/` (the dispatcher, the page shell) sits above the route modules and imports them; a route
 * module importing from `src/app/` would make the two folders depend on each other. The type every
 * route module implements lives beside them (`src/routes/route-module.ts`).
 */
const ROUTES = path.resolve(import.meta.dirname, '../../src/routes');

describe('the route modules', () => {
  it('import nothing from src/app', () => {
    const files = fs.readdirSync(ROUTES).filter((f) => /\.tsx?$/.test(f));
    expect(files.length).toBeGreaterThan(8);
    const offences = files.flatMap((f) =>
      [...fs.readFileSync(path.join(ROUTES, f), 'utf8').matchAll(/from ['"](\.\.\/app\/[^'"]+)['"]/g)].map((m) => `${f} imports ${m[1]}`),
    );
    expect(offences).toEqual([]);
  });
});
