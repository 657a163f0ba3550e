import type { Plugin, PluginOption, Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { API_PREFIXES } from '../../core/src/api-prefixes.ts';

/**
 * The installable app (docs/screens.md#installable-app, ARCHITECTURE.md web):
 * a web app manifest and a Workbox service worker (dist/sw.js) that
 * - precaches the app shell: index.html, the operator app's JS and CSS, the Ethiopic font, the
 *   icons (GraphiQL's playground excepted: ~1 MB for one back-office page, cached at first use);
 * - caches the voice clips at first use, cache-first: the built-in sets (/voices/<set>/…, the
 *   same cache the caller fills itself, src/game/voices/voice-loader.ts) and uploaded packs
 *   (every GET below /api/voice-packs/: that prefix serves only clips at content-hash URLs, never
 *   changed, so the cached copy is always right; the packs' lists and settings are GraphQL);
 * - answers page navigations with the cached index.html, so a second visit and a dropped
 *   connection still open the dashboard and the caller at once;
 * - never answers an API call (GraphQL, REST, the verify page's data): they always go to the
 *   server, and a screen shows honestly when it cannot be reached.
 * The verification page (/verify/, its own entry) is not taken over: its navigations and files go
 * to the network as before, and it registers no worker (a player's phone installs nothing).
 * The room display (/display) is a route of this app and opens from the cache like the others.
 * registerType 'prompt': a new build waits until the operator takes it (the update toast,
 * src/app/pwa/), never in the middle of a game.
 */

/**
 * First path segments the API answers (core's API_PREFIXES), plus the verify page. /admin itself
 * is the super admin's dashboard: only the paths below it are the API's.
 */
const NETWORK_ONLY_PAGES = [
  new RegExp(`^/(?:${API_PREFIXES.filter((p) => p !== 'admin').join('|')})(?:/|$)`, 'i'),
  /^\/admin\/./i,
  /^\/verify(?:\/|$)/i,
  // The public card page (/c/…, its own entry): players' phones, never this app's worker.
  /^\/c(?:\/|$)/i,
  /^\/(?:sw\.js|manifest\.webmanifest)$/,
];

export const THEME_COLOUR = '#e8590c';
export const VOICE_CACHE = 'bingo-voices-v1';
export const VOICE_PACK_CACHE = 'bingo-voice-packs-v1';

/** The lazy screens whose files the worker leaves to the network and its runtime cache (back office only, large). */
const NOT_PRECACHED_SCREENS = /^assets\/GraphiQLPage-/;

/**
 * The files only those screens load: their chunks, everything they import (statically or not),
 * their CSS and assets, less whatever any other entry or screen also reaches. Monaco's workers
 * are files named in its code, not imports: they go by their name.
 */
export function screenOnlyFiles(bundle: Rolldown.OutputBundle, screens: RegExp): Set<string> {
  const reach = (starts: string[], skip: (f: string) => boolean) => {
    const seen = new Set<string>();
    const visit = (f: string) => {
      if (seen.has(f) || skip(f)) return;
      seen.add(f);
      const item = bundle[f];
      if (item?.type !== 'chunk') return;
      [...item.imports, ...item.dynamicImports].forEach(visit);
      const meta = (item as { viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> } }).viteMetadata;
      meta?.importedCss.forEach(visit);
      meta?.importedAssets.forEach(visit);
    };
    starts.forEach(visit);
    return seen;
  };
  const entries = Object.values(bundle)
    .filter((c) => c.type === 'chunk' && c.isEntry)
    .map((c) => c.fileName);
  const elsewhere = reach(entries, (f) => screens.test(f));
  const screenFiles = reach(
    Object.keys(bundle).filter((f) => screens.test(f)),
    (f) => elsewhere.has(f),
  );
  for (const f of Object.keys(bundle)) if (/\.worker-[\w-]+\.js$/.test(f) && !elsewhere.has(f)) screenFiles.add(f);
  return screenFiles;
}

export function installableApp(): PluginOption {
  let skipped = new Set<string>();
  const collect: Plugin = {
    name: 'bingo-pwa-not-precached',
    apply: 'build',
    generateBundle(_options, bundle) {
      skipped = screenOnlyFiles(bundle as unknown as Rolldown.OutputBundle, NOT_PRECACHED_SCREENS);
    },
  };
  return [
    collect,
    VitePWA({
      registerType: 'prompt',
      // Registered by src/app/pwa/register.ts after the first screen, not by a script in index.html.
      injectRegister: false,
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      includeManifestIcons: true,
      manifest: {
        name: 'Bingo Hall',
        short_name: 'Bingo',
        description: 'Call bingo games in the hall',
        lang: 'en',
        start_url: '/dashboard',
        scope: '/',
        id: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: THEME_COLOUR,
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['index.html', 'assets/**/*.{js,css,woff2}', 'favicon.svg', 'icons/*.png'],
        // The playground (GraphiQL/monaco, back office only) and the first visit's inline-shell
        // modules (never used once the worker answers the page with the normal index.html).
        globIgnores: ['**/*.shell.js', 'shell.html', 'verify/**', 'card/**'],
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter((e) => !skipped.has(e.url.replace(/^\//, ''))),
            warnings: [],
          }),
        ],
        // Checked before the transform above leaves the playground out (monaco alone is ~2.8 MB).
        maximumFileSizeToCacheInBytes: 4_000_000,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: NETWORK_ONLY_PAGES,
        cleanupOutdatedCaches: true,
        // The first install takes the open page at once (nothing older to replace); an update waits
        // for the operator (registerType 'prompt').
        clientsClaim: true,
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/voices/'),
            handler: 'CacheFirst',
            options: {
              cacheName: VOICE_CACHE,
              expiration: { maxEntries: 500 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Uploaded voice packs' clips: immutable content-hash URLs.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/api\/voice-packs\/./.test(url.pathname),
            handler: 'CacheFirst',
            method: 'GET',
            options: {
              cacheName: VOICE_PACK_CACHE,
              expiration: { maxEntries: 1000 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Lazy screens not precached (the playground): hashed names, so the first copy stays right.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'bingo-assets-v1', expiration: { maxEntries: 60 } },
          },
        ],
      },
    }),
  ];
}
