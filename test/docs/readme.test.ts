import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { files, ROOT } from '../architecture/support/imports';
import { SECRET_VARIABLES } from '../../src/config/env';

/**
 * The README is the front door: the two commands first, the configuration table, and links to the rest (docs/,
 * bench/). These tests keep the table and the code saying the same, the README short, and every relative link of the
 * README, docs/ and bench/ pointing at a file (and heading) that exists. They read files only.
 */

const read = (file: string): string => fs.readFileSync(path.join(ROOT, file), 'utf8');
const README = read('README.md');

const parse = (file: string): ts.SourceFile => ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true);

/** The keys of the `z.object({ … })` a variable of that file is built from (`EnvSchema`, `IndexerEnv`). */
function schemaKeys(file: string, variable: string): string[] {
  let keys: string[] | undefined;
  const findObject = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'object' &&
      node.expression.expression.getText() === 'z' &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      keys = node.arguments[0].properties.map((property) => {
        if (property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) return property.name.text;
        throw new Error(`${file}: a key of ${variable} that is not a plain name: ${property.getText()}`);
      });
    } else ts.forEachChild(node, findObject);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === variable && node.initializer) findObject(node.initializer);
    else ts.forEachChild(node, visit);
  };
  visit(parse(file));
  if (!keys) throw new Error(`${file}: no \`const ${variable} = z.object({ … })\` found`);
  return keys;
}

/** Every `process.env.NAME` and `process.env['NAME']` of a file. */
function processEnvReads(file: string): string[] {
  const names: string[] = [];
  const isProcessEnv = (node: ts.Node) =>
    ts.isPropertyAccessExpression(node) && node.name.text === 'env' && node.expression.getText() === 'process';
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node) && isProcessEnv(node.expression)) names.push(node.name.text);
    if (ts.isElementAccessExpression(node) && isProcessEnv(node.expression) && ts.isStringLiteral(node.argumentExpression)) {
      names.push(node.argumentExpression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return names;
}

const relative = (file: string) => path.relative(ROOT, file);

/** The site's configuration schema (src/config/env.ts), read where it is defined. */
const SITE_SCHEMA = schemaKeys('src/config/env.ts', 'EnvSchema');
/** What the programs an operator runs read: the site, its start script, the indexer, the CMS and lead commands, the build. */
const OPERATED = [
  ...files(path.join(ROOT, 'src')).map(relative),
  ...files(path.join(ROOT, 'indexer')).map(relative),
  'scripts/start.ts',
  'scripts/cms.ts',
  'scripts/leads.ts',
  'waku.config.ts',
];
const READ_BY_OPERATED = new Set([
  ...SITE_SCHEMA,
  ...SECRET_VARIABLES,
  ...schemaKeys('indexer/config.ts', 'IndexerEnv'),
  ...OPERATED.flatMap(processEnvReads),
]);
/** Everything any code of the repository reads (the benchmarks' and tools' knobs included). */
const READ_ANYWHERE = new Set([
  ...READ_BY_OPERATED,
  ...['scripts', 'bench'].flatMap((folder) => files(path.join(ROOT, folder)).map(relative).flatMap(processEnvReads)),
]);
/** Families of variables read by prefix: `PUBLIC_SEGMENT_<LOCALE>_<SEGMENT>` (src/config/env.ts keeps them by prefix). */
const PREFIXES = read('src/config/env.ts').includes("startsWith('PUBLIC_SEGMENT_')") ? ['PUBLIC_SEGMENT_'] : [];

/** The text of a `## title` section of a markdown file, up to the next `## ` heading. */
function section(markdown: string, title: string): string {
  const start = markdown.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`no "## ${title}" section`);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

/** The variable named in the first cell of each row of the configuration table(s). */
function configurationTable(): string[] {
  return section(README, 'Configuration')
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const cell = line.split('|')[1]!;
      const names = [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
      if (names.length !== 1) throw new Error(`one variable per row of the configuration table: ${line}`);
      return names[0]!;
    });
}

describe("the README's configuration table", () => {
  const table = configurationTable();

  it('lists every variable of the configuration schema', () => {
    expect(SITE_SCHEMA.length).toBeGreaterThan(40);
    expect(SITE_SCHEMA.filter((name) => !table.includes(name))).toEqual([]);
  });

  it('lists every variable the site, the indexer, the operator commands and the build read', () => {
    expect([...READ_BY_OPERATED].filter((name) => !table.includes(name)).sort()).toEqual([]);
  });

  it('lists no variable the code does not read, and each once', () => {
    const unknown = table.filter((name) => {
      if (name.includes('<')) return !PREFIXES.includes(name.slice(0, name.indexOf('<')));
      return !READ_ANYWHERE.has(name);
    });
    expect(unknown).toEqual([]);
    expect(table.filter((name, i) => table.indexOf(name) !== i)).toEqual([]);
  });

  it('says of every secret, and of no other variable, that it may be a file (the one reader: withSecretFiles)', () => {
    const rows = section(README, 'Configuration')
      .split('\n')
      .filter((line) => line.startsWith('| `'));
    const marked = rows.filter((row) => row.includes('a secret: or `')).map((row) => /^\| `([^`]+)`/.exec(row)![1]!);
    expect(marked.sort()).toEqual([...SECRET_VARIABLES].sort());
    for (const name of SECRET_VARIABLES) {
      expect(rows.find((row) => row.startsWith(`| \`${name}\``))).toContain(`\`${name}_FILE\``);
    }
  });
});

describe('the README as a front door', () => {
  it('is at most 250 lines', () => {
    expect(README.replace(/\n$/, '').split('\n').length).toBeLessThanOrEqual(250);
  });

  it('opens with the two commands: npm install && npm start, then npm test', () => {
    const firstBlock = /^```[a-z]*\n([\s\S]*?)^```/m.exec(README);
    expect(firstBlock).not.toBeNull();
    expect(firstBlock!.index).toBeLessThan(README.indexOf('\n## '));
    const commands = firstBlock![1]!
      .split('\n')
      .map((line) => line.replace(/\s+#.*$/, '').trim())
      .filter((line) => line !== '' && !line.startsWith('#'));
    expect(commands).toEqual(['npm install && npm start', 'npm test']);
  });
});

/** Markdown without its fenced blocks and code spans: what is left holds the links. */
const withoutCode = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** GitHub's anchors of a markdown file's headings: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const match of markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = match[1]!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count === 0 ? base : `${base}-${count}`);
  }
  return result;
}

const markdownFiles = [
  'README.md',
  ...['docs', 'bench'].flatMap((folder) =>
    fs
      .readdirSync(path.join(ROOT, folder))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `${folder}/${name}`),
  ),
];

describe('the relative links of the README, docs/ and bench/', () => {
  it.each(markdownFiles)('%s: each points at a file, and at a heading of it', (file) => {
    const broken: string[] = [];
    for (const match of withoutCode(read(file)).matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1]!;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const [pathPart, anchor] = target.split('#') as [string, string | undefined];
      const resolved = pathPart === '' ? file : path.join(path.dirname(file), pathPart);
      if (!fs.existsSync(path.join(ROOT, resolved))) {
        broken.push(`${target}: no file ${resolved}`);
        continue;
      }
      if (anchor !== undefined && resolved.endsWith('.md') && !anchors(read(resolved)).has(anchor)) {
        broken.push(`${target}: no heading #${anchor} in ${resolved}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('are checked in every docs file', () => {
    expect(markdownFiles.filter((file) => file.startsWith('docs/')).length).toBeGreaterThan(5);
  });
});
