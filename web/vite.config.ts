import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { inlineShell } from './build/inline-shell.ts';
import { installableApp } from './build/pwa.ts';
// The file itself, not @bingo/core's index: the config loads it alone (it imports nothing).
import { API_PREFIXES } from '../core/src/api-prefixes.ts';

const API = process.env.API_URL ?? 'http://127.0.0.1:4000';

// The rules core has no side effects (pure functions and constant tables), but its package does
// not say so: tell the bundler, so a screen bundles only the rules it uses (the first download
// stays small; win evaluation and hashing ride with the game screen).
const corePure: Plugin = {
  name: 'bingo-core-pure',
  transform(_code, id) {
    if (id.includes('/core/src/') || id.includes('/@noble/hashes/'))
      return { code: _code, map: null, moduleSideEffects: false };
    return null;
  },
};

// `graphql(\`query X ...\`)` from web/src/gql looks documents up in one map of every operation of
// the app, and gql/graphql.ts is one module holding them all: every screen would download every
// other screen's operations (the back office's included). The build replaces each call with its
// own small module holding just that document (taken from gql/graphql.ts), so a chunk carries
// only its own operations (what the codegen babel plugin does).
const GQL_TYPES = path.resolve(import.meta.dirname, 'src/gql/graphql.ts');
const GQL_DOC = '\0bingo-gql-doc:';
const gqlDocuments: Plugin = {
  name: 'bingo-graphql-documents',
  enforce: 'pre',
  resolveId(id) {
    return id.startsWith(GQL_DOC) ? id : null;
  },
  load(id) {
    if (!id.startsWith(GQL_DOC)) return null;
    const name = id.slice(GQL_DOC.length);
    this.addWatchFile(GQL_TYPES);
    const line = fs
      .readFileSync(GQL_TYPES, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`export const ${name} = `));
    const json = line?.slice(`export const ${name} = `.length).replace(/ as unknown as DocumentNode<.*$/, '');
    if (!json) throw new Error(`${name} is not in web/src/gql/graphql.ts: run npm run codegen`);
    return `export default ${json};`;
  },
  transform(code, id) {
    if (!/\/web\/src\/.*\.tsx?$/.test(id) || id.includes('/web/src/gql/') || !code.includes('graphql(')) return null;
    const names = new Set<string>();
    const out = code.replace(
      /\bgraphql\(\s*`\s*(query|mutation|subscription|fragment)\s+(\w+)[^`]*`\s*\)/g,
      (_m, kind: string, name: string) => {
        const exported = kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`;
        names.add(exported);
        return `__gql_${exported}`;
      },
    );
    if (names.size === 0) return null;
    const imports = [...names].map((n) => `import __gql_${n} from ${JSON.stringify(GQL_DOC + n)};`).join('\n');
    return { code: `${imports}\n${out}`, map: null };
  },
};

// Only the first screens' Mantine CSS is in the first download (src/app/first-styles.ts). A
// Mantine component that reaches the first download without its CSS there would show unstyled
// until the rest arrives: fail the build and say which import to add.
const MANTINE_STYLES = path.resolve(createRequire(import.meta.url).resolve('@mantine/core/styles.css'), '../styles');
const FIRST_STYLES = path.resolve(import.meta.dirname, 'src/app/first-styles.ts');
const firstStylesCheck: Plugin = {
  name: 'bingo-first-styles-check',
  apply: 'build',
  generateBundle(_options, bundle) {
    const listed = fs.readFileSync(FIRST_STYLES, 'utf8');
    const missing = new Set<string>();
    // The entry chunk and every chunk it imports statically: the first download.
    const first = new Set(
      Object.values(bundle)
        .filter((c) => c.type === 'chunk' && c.isEntry)
        .map((c) => c.fileName),
    );
    for (const name of first) {
      const chunk = bundle[name];
      if (chunk?.type !== 'chunk') continue;
      chunk.imports.forEach((i) => first.add(i));
      for (const id of Object.keys(chunk.modules)) {
        const component = /@mantine\/core\/esm\/components\/(\w+)\//.exec(id)?.[1];
        if (
          component &&
          fs.existsSync(path.join(MANTINE_STYLES, `${component}.layer.css`)) &&
          !listed.includes(`/${component}.layer.css'`)
        )
          missing.add(component);
      }
    }
    if (missing.size > 0) {
      this.error(
        `Mantine components in the first download without their CSS in src/app/first-styles.ts: ${[...missing].map((c) => `import '@mantine/core/styles/${c}.layer.css';`).join(' ')}`,
      );
    }
  },
};

// react-router 7 ships a production build but its package exports only the development one
// (warnings and checks included): the build takes the production files.
const reactRouterDist = path.resolve(createRequire(import.meta.url).resolve('react-router'), '../../production');

// Precompressed copies of the built text assets (.br and .gz) for a server that serves them.
let outDir = path.resolve(import.meta.dirname, 'dist');
const precompress: Plugin = {
  name: 'bingo-precompress',
  apply: 'build',
  configResolved(config) {
    outDir = path.resolve(config.root, config.build.outDir); // `vite build --outDir` included
  },
  closeBundle() {
    const dist = outDir;
    if (!fs.existsSync(dist)) return; // the build failed: let its own error show
    const walk = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
    for (const file of walk(dist).filter((f) => /\.(js|css|html|svg|json)$/.test(f))) {
      const data = fs.readFileSync(file);
      if (data.length < 1024) continue;
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      // Brotli's best level on the operator chunks; a faster level on the big playground (monaco)
      // files, whose best-level compression alone took ~8 s of every build (`npm start` budget).
      const quality = data.length <= 300_000 ? 11 : 5;
      fs.writeFileSync(
        `${file}.br`,
        zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } }),
      );
    }
  },
};

// `vite build --mode verify`: the public verification page (verify.html), an entry of its own in
// dist/verify served under /verify/ (api/src/web/static.ts). Built after the app (whose build
// empties dist), so a player's phone downloads none of the operator app (docs/screens.md#public).
const VERIFY = 'verify';
// `vite build --mode card`: the public card page (card.html, docs/screens.md#card-page), the same
// way in dist/card, served under /c/.
const CARD = 'card';
const PUBLIC_PAGES: Record<string, { html: string; base: string }> = {
  [VERIFY]: { html: 'verify.html', base: '/verify/' },
  [CARD]: { html: 'card.html', base: '/c/' },
};
const publicPage = (mode: string) => PUBLIC_PAGES[mode];
// In `npm run dev -w web`, /verify and /verify/<ref> get verify.html, /c and /c/… card.html, as the API serves them.
const verifyDev: Plugin = {
  name: 'bingo-verify-dev',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url && /^\/verify(\/[^/?]*)?\/?(\?|$)/.test(req.url)) req.url = '/verify.html';
      else if (req.url && /^\/c(\/\d+\/\d+\/\w+)?\/?(\?|$)/.test(req.url)) req.url = '/card.html';
      next();
    });
  },
};

export default defineConfig(({ command, mode }) => ({
  plugins: publicPage(mode)
    ? [gqlDocuments, react(), corePure, precompress]
    : [gqlDocuments, react(), corePure, firstStylesCheck, inlineShell(), installableApp(), precompress, verifyDev],
  base: publicPage(mode)?.base ?? '/',
  resolve:
    command === 'build'
      ? {
          alias: [
            { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
          ],
        }
      : {},
  server: {
    // In `npm run dev -w web`, everything the API answers (the server's own list) is proxied to it.
    proxy: Object.fromEntries(API_PREFIXES.map((p) => [`^/${p}(/|$)`, { target: API, changeOrigin: false }])),
  },
  build: {
    outDir: publicPage(mode) ? `dist/${mode}` : 'dist',
    emptyOutDir: true,
    ...(publicPage(mode) ? { copyPublicDir: false } : {}),
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      ...(publicPage(mode) ? { input: path.resolve(import.meta.dirname, publicPage(mode)!.html) } : {}),
      output: {
        codeSplitting: {
          // Everything the entry needs statically (the first download of /login and /dashboard)
          // in one file: left alone, the bundler cuts it into ~30 small chunks shared with the lazy
          // screens, and a browser fetches only 6 at a time over HTTP/1.1, each costing a full
          // round trip on a slow hall network (~0.6 s on Fast 3G).
          // The Apollo Client (loaded right after the first screen, app/apollo-loader.ts) in one
          // file too, with everything apollo.ts needs: otherwise ~7 small files that queue behind
          // the fonts and delay the wallet by a round trip.
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'apollo', test: /[\\/]src[\\/]app[\\/]apollo\.ts$/, priority: 1 },
          ],
        },
      },
    },
  },
}));
