import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** What the server reads to serve the inline shell (api/src/web/shell.ts). */
export interface ShellManifest {
  /** Changes with every build whose index.html changes (it names every first-load file). */
  build: string;
  /** The inline variant of index.html, next to it in dist. */
  html: string;
  /** CSP sources for the variant's inline scripts ('sha256-…'), for `script-src`. */
  scriptSrc: string[];
}
export const SHELL_HTML = 'shell.html';
export const SHELL_MANIFEST = 'shell.json';
/** Where the inline script leaves each inlined chunk's exports for the lazy chunks. */
const REGISTRY = 'globalThis.__bingoShell';

/**
 * A second index.html for a browser's first visit (the server picks it, api/src/web/static.ts):
 * the first-load JS and CSS inside the HTML, saving the second round trip (~0.6 s on Fast 3G).
 *
 * An inline module has no URL, yet the lazy chunks import the entry (and the bundler's runtime
 * chunk) by URL: fetched again, they would run a second copy of the app. So the inline script
 * runs each first-load chunk in its own function and keeps its exports in a registry; an import
 * map sends the lazy chunks' imports of those URLs to tiny "shell" modules that re-export them
 * from the registry. Dynamic imports in the inlined code become absolute (`/assets/…`): relative
 * ones would resolve against the page's URL. `<link rel=prefetch>` then puts the real files in
 * the HTTP cache, for the normal index.html of the next visit.
 */
export function inlineShell(): Plugin {
  let base = '/';
  return {
    name: 'bingo-inline-shell',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    // After the write: only then is the chunks' code final (Vite fills in the preload lists late).
    writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      const write = (fileName: string, text: string) => fs.writeFileSync(path.join(outDir, fileName), text);
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const html = String(index.source);
      const url = (fileName: string) => base + fileName;
      const entryName = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
      const entry = Object.values(bundle).find(
        (c): c is OutputChunk => c.type === 'chunk' && c.isEntry && url(c.fileName) === entryName,
      );
      if (!entry) return this.error(`inline shell: no entry <script> in index.html`);
      const chunks = staticClosure(entry, bundle);

      const shims: Record<string, string> = {};
      const parts = chunks.map((chunk) => {
        const { code, exports } = wrap(chunk, url, (msg) => this.error(`inline shell, ${chunk.fileName}: ${msg}`));
        if (chunk.exports.length > 0) {
          const shim = chunk.fileName.replace(/\.js$/, '.shell.js');
          write(shim, shimModule(chunk.fileName, exports));
          shims[url(chunk.fileName)] = url(shim);
        }
        return code;
      });
      const script = parts.join('\n');
      const importMap = JSON.stringify({ imports: shims });
      if (/<\/script|<!--/i.test(script))
        this.error('inline shell: the first-load JS contains </script or <!--, which would end the inline <script>');

      let shell = html;
      const swap = (tag: RegExp, replacement: (href: string) => string) => {
        shell = shell.replace(tag, (_m, href: string) => replacement(href));
      };
      const prefetch = (href: string) => `<link rel="prefetch" crossorigin href="${href}">`;
      // The entry's static imports, preloaded by index.html, are inline here: cache them for next time.
      swap(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, prefetch);
      swap(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (href) =>
        [
          `<script type="importmap">${importMap}</script>`,
          ...Object.values(shims).map((s) => `<link rel="modulepreload" crossorigin href="${s}">`),
          `<script type="module">${script}</script>`,
          prefetch(href),
        ].join('\n    '),
      );
      swap(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (href) => {
        const css = bundle[href.slice(base.length)];
        if (css?.type !== 'asset') this.error(`inline shell: ${href} is not in the build`);
        const text = String(css.source);
        if (/<\/style/i.test(text)) this.error(`inline shell: ${href} contains </style`);
        return `<style>${text}</style>\n    ${prefetch(href)}`;
      });

      write(SHELL_HTML, shell);
      const manifest: ShellManifest = {
        build: sha256(html, 'hex').slice(0, 16),
        html: SHELL_HTML,
        scriptSrc: [importMap, script].map((s) => `sha256-${sha256(s, 'base64')}`),
      };
      write(SHELL_MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}

/** The entry and every chunk it imports statically, each after the chunks it imports. */
function staticClosure(entry: OutputChunk, bundle: OutputBundle): OutputChunk[] {
  const ordered: OutputChunk[] = [];
  const visit = (chunk: OutputChunk) => {
    if (ordered.includes(chunk)) return;
    for (const name of chunk.imports) {
      const dep = bundle[name];
      if (dep?.type === 'chunk') visit(dep);
    }
    ordered.push(chunk);
  };
  visit(entry);
  return ordered;
}

/**
 * One chunk as a statement of the inline script: its code in a function (its own scope), its
 * static imports read from the registry, its exports put there. Returns the exported names.
 */
function wrap(
  chunk: OutputChunk,
  url: (fileName: string) => string,
  fail: (msg: string) => never,
): { code: string; exports: string[] } {
  const dir = path.posix.dirname(chunk.fileName);
  const relative = (fileName: string) => `./${path.posix.relative(dir, fileName)}`;
  let code = chunk.code;
  const bindings: string[] = [];
  for (const dep of chunk.imports) {
    const spec = relative(dep);
    const statement = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*"${escape(spec)}";?`);
    const match = statement.exec(code);
    if (!match?.[1]) fail(`its import of ${spec} is not in the expected \`import{a as b}from"…"\` form`);
    code = code.replace(statement, '');
    const pairs = match[1].split(',').map((s) => s.trim().split(/\s+as\s+/));
    bindings.push(
      `const{${pairs.map(([name, local]) => `${JSON.stringify(name)}:${local ?? name}`).join(',')}}=${REGISTRY}[${JSON.stringify(dep)}];`,
    );
  }
  for (const dep of chunk.dynamicImports) {
    // Rolldown writes import(`./x.js`); quotes of any kind are accepted.
    code = code.replace(
      new RegExp(`import\\((["'\`])${escape(relative(dep))}\\1\\)`, 'g'),
      `import(${JSON.stringify(url(dep))})`,
    );
  }
  if (/\bimport\s*\(\s*["'`]\.\.?\//.test(code) || /\b(from|import)\s*["']\.\.?\//.test(code))
    fail('a relative import is left; it would resolve against the page URL');
  const exported = /export\s*\{([^}]*)\};?\s*$/.exec(code);
  const pairs = (exported?.[1] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => s.split(/\s+as\s+/));
  if (pairs.length !== chunk.exports.length) fail('its exports are not one trailing `export{…}` clause');
  if (exported) code = code.slice(0, exported.index);
  const getters = pairs.map(([local, name]) => `get ${JSON.stringify(name ?? local)}(){return ${local}}`).join(',');
  return {
    code: `${REGISTRY}??={};${REGISTRY}[${JSON.stringify(chunk.fileName)}]=(()=>{${bindings.join('')}${code}\nreturn{${getters}}})();`,
    exports: pairs.map(([local, name]) => name ?? local!),
  };
}

/** The module the import map puts in place of an inlined chunk: its exports, from the registry. */
function shimModule(fileName: string, exports: string[]): string {
  const locals = exports.map((name, i) => [name, `_${i}`]);
  return [
    `// The first visit's inline script ran ${fileName}; this hands its exports to the lazy chunks.`,
    `const{${locals.map(([name, local]) => `${JSON.stringify(name)}:${local}`).join(',')}}=${REGISTRY}[${JSON.stringify(fileName)}];`,
    `export{${locals.map(([name, local]) => `${local} as ${JSON.stringify(name)}`).join(',')}};`,
    '',
  ].join('\n');
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const sha256 = (text: string, encoding: 'hex' | 'base64') =>
  crypto.createHash('sha256').update(text, 'utf8').digest(encoding);
