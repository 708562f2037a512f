import { buildRedirects, normalizeSource, type BuildOptions, type RedirectFault } from './index';

/**
 * The old site's export of addresses (`npm run redirects -- import <csv>`, docs/redirects.md): one row per
 * old address, `old path,new path` (an optional third column `301`), a header row allowed. The old path may be
 * an exact path (with its query), a prefix ending in `/*` or a `{placeholder}` pattern, as the table's sources;
 * the new path a page of this site. Every row is checked as the table's entries are (the route table, the
 * content, no chains) and the refused ones are reported with their line and reason; the table takes the rest.
 */
export type ImportRow = { line: number; source: string; target: string };
export type ImportRefusal = { line: number; source: string; target: string; reason: string };
export type ImportResult = {
  table: Record<string, { path: string; code: 301 }>;
  accepted: ImportRow[];
  refused: ImportRefusal[];
  /** entries already in the table (not from the file) that no longer validate, for the operator to see */
  tableFaults: RedirectFault[];
};

/** RFC 4180 fields: commas, quoted fields with `""` for a quote, CRLF or LF lines. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',' || ch === ';') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** The rows of an export, with what is wrong with a row's shape refused before any check of its target. */
export function readExport(text: string): { rows: ImportRow[]; refused: ImportRefusal[] } {
  const rows: ImportRow[] = [];
  const refused: ImportRefusal[] = [];
  const seen = new Map<string, number>();
  parseCsv(text.replace(/^\uFEFF/, '')).forEach((cells, i) => {
    const line = i + 1;
    const [source = '', target = '', code = '', ...rest] = cells.map((c) => c.trim());
    if (cells.every((c) => c.trim() === '')) return;
    // a header row names its columns
    if (line === 1 && !source.startsWith('/')) return;
    const refuse = (reason: string) => refused.push({ line, source, target, reason });
    if (rest.some((c) => c !== '')) return refuse('more than three columns (old path, new path, 301)');
    if (code !== '' && code !== '301') return refuse(`the code is 301 or nothing, not "${code}"`);
    if (!source.startsWith('/') || source.startsWith('//')) return refuse('the old address is not a path');
    const key = normalizeSource(source);
    const earlier = seen.get(key);
    if (earlier !== undefined) return refuse(`the same old address as line ${earlier}`);
    seen.set(key, line);
    rows.push({ line, source, target });
  });
  return { rows, refused };
}

/**
 * The table with the export's rows in it (`replace`: the export alone, the day the real one replaces the
 * stand-in), each row validated with the table by the same check as at start-up; a refused row is left out.
 */
export function importExport(
  current: Readonly<Record<string, unknown>>,
  text: string,
  options: BuildOptions & { replace?: boolean },
): ImportResult {
  const { rows, refused } = readExport(text);
  const candidate: Record<string, unknown> = options.replace ? {} : { ...current };
  for (const row of rows) candidate[row.source] = { path: row.target, code: 301 };
  const { faults } = buildRedirects(candidate, options);
  const fromRow = new Map(rows.map((r) => [normalizeSource(r.source), r]));
  const refusedRows = new Set<ImportRow>();
  const tableFaults: RedirectFault[] = [];
  for (const fault of faults) {
    const row = fromRow.get(normalizeSource(fault.source));
    if (row) {
      if (!refusedRows.has(row)) refused.push({ line: row.line, source: row.source, target: row.target, reason: fault.reason });
      refusedRows.add(row);
    } else if (!fault.source.startsWith('(rule')) tableFaults.push(fault);
  }
  const table: ImportResult['table'] = {};
  for (const [source, entry] of Object.entries(candidate)) {
    const row = fromRow.get(normalizeSource(source));
    if (row && refusedRows.has(row)) continue;
    table[source] = entry as { path: string; code: 301 };
  }
  refused.sort((a, b) => a.line - b.line);
  return { table, accepted: rows.filter((r) => !refusedRows.has(r)), refused, tableFaults };
}
