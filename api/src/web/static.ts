import fs from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import { isApiPath } from '../shared/http/api-paths';
import { allowScriptHashes } from '../shared/http/security-headers';
import { precompressed, sendPrecompressed } from './precompressed';
import { needsShell, readShell, rememberShell } from './shell';

/**
 * Serves the built web app and answers client-side routes with index.html. API paths never
 * reach the fallback: they were answered before, or get the API's JSON 404.
 */
export function webApp(distDir: string): Router {
  const router = Router();
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    router.get('/', (_req, res) => {
      res.type('text').send('The web app is not built. Run `npm run build:web`, or use `npm start`.');
    });
    return router;
  }
  // Hashed assets may be cached forever; index.html must always be fresh.
  const assets = path.join(distDir, 'assets');
  router.use('/assets', precompressed(assets, 'public, max-age=31536000, immutable'));
  router.use('/assets', readsOnly(express.static(assets, { immutable: true, maxAge: '1y', fallthrough: false })));
  // The public verification page: an entry of its own (web/verify.html, docs/screens.md#public).
  const verifyFile = path.join(distDir, 'verify', 'verify.html');
  if (fs.existsSync(verifyFile)) {
    const verifyAssets = path.join(distDir, 'verify', 'assets');
    router.use('/verify/assets', precompressed(verifyAssets, 'public, max-age=31536000, immutable'));
    router.use(
      '/verify/assets',
      readsOnly(express.static(verifyAssets, { immutable: true, maxAge: '1y', fallthrough: false })),
    );
    router.get(['/verify', '/verify/{*ref}'], (req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      if (!sendPrecompressed(req, res, verifyFile, 'no-cache')) res.sendFile(verifyFile);
    });
  }
  // The public card page (docs/screens.md#card-page): its own entry too, under /c/.
  const cardFile = path.join(distDir, 'card', 'card.html');
  if (fs.existsSync(cardFile)) {
    const cardAssets = path.join(distDir, 'card', 'assets');
    router.use('/c/assets', precompressed(cardAssets, 'public, max-age=31536000, immutable'));
    router.use(
      '/c/assets',
      readsOnly(express.static(cardAssets, { immutable: true, maxAge: '1y', fallthrough: false })),
    );
    router.get(['/c', '/c/:cardSetId/:palette/:check'], (req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      if (!sendPrecompressed(req, res, cardFile, 'no-cache')) res.sendFile(cardFile);
    });
  }
  router.use(express.static(distDir, { index: false, maxAge: '1h', setHeaders: noCacheWorker }));
  const shell = readShell(distDir);
  router.get('/{*splat}', (req, res, next) => {
    if (isApiPath(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    let file = indexFile;
    if (shell) {
      res.vary('Cookie'); // which HTML depends on the shell cookie (web/build/inline-shell.ts)
      if (needsShell(req, shell)) {
        file = shell.file;
        allowScriptHashes(res, shell.scriptSrc);
        rememberShell(res, shell);
      }
    }
    if (!sendPrecompressed(req, res, file, 'no-cache')) res.sendFile(file);
  });
  return router;
}

/**
 * Asset folders answer GET and HEAD; any other method goes on to the JSON 404 (serve-static
 * without fallthrough would answer an empty 405).
 */
function readsOnly(serve: express.RequestHandler): express.RequestHandler {
  return (req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? serve(req, res, next) : next());
}

/**
 * The service worker and the app manifest (web/build/pwa.ts) name the current build: always
 * revalidated, so a new deployment is seen at the next check (docs/screens.md#installable-app).
 */
function noCacheWorker(res: express.Response, file: string): void {
  if (/[\\/](sw\.js|manifest\.webmanifest)$/.test(file)) res.setHeader('Cache-Control', 'no-cache');
}
