/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { CONTENT_SECURITY_POLICY } from './csp.config.ts';
import type { CatalogAsset } from './src/domain/catalog/asset.ts';
import { CODE_AFTER_FIRST_PAINT } from './src/app/view-code.ts';

/** Adds the CSP to the built page and a `_headers` file for static hosts. */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
        injectTo: 'head-prepend',
      },
    ],
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: '_headers',
        source: `/*\n  Content-Security-Policy: ${CONTENT_SECURITY_POLICY}\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: no-referrer\n`,
      });
    },
  };
}

const CATALOG_MODULE = 'virtual:catalog-url';
/** The catalog file's URL, once the build (or the dev server) has named it. */
let url = '';
const CATALOG_BUILDER = fileURLToPath(
  new URL('./src/domain/catalog/asset-build.ts', import.meta.url),
);
const CATALOG_DECODER = fileURLToPath(new URL('./src/domain/catalog/asset.ts', import.meta.url));
const CATALOG_SOURCES = fileURLToPath(new URL('./src/domain/catalog/', import.meta.url));

/** Validates the dataset and encodes it (run through Vite's module runner: the data files are TS). */
async function catalogFile(): Promise<string> {
  const { module } =
    await runnerImport<typeof import('./src/domain/catalog/asset-build.ts')>(CATALOG_BUILDER);
  const { errors, json } = module.buildCatalogFile();
  if (errors.length > 0) throw new Error(`the dataset fails its checks:\n${errors.join('\n')}`);
  return json;
}

/** What a view says about the catalog file before it has loaded: its counts and date. */
async function catalogSummary(json: string) {
  const { module } =
    await runnerImport<typeof import('./src/domain/catalog/asset.ts')>(CATALOG_DECODER);
  const catalog = module.decodeCatalog(JSON.parse(json) as CatalogAsset);
  return {
    offers: catalog.offers.length,
    providers: catalog.providers.length,
    asOf: catalog.asOf,
  };
}

/**
 * The catalog as data: written to `assets/catalog-<hash>.json` at build time (validated there,
 * failing the build on any error) and served at `catalog.json` by the dev server;
 * `virtual:catalog-url` gives the app its URL and, in a build, its summary (`null` in dev).
 */
function catalogAsset(): Plugin {
  let base = '/';
  let summary: Awaited<ReturnType<typeof catalogSummary>> | null = null;
  let devJson: Promise<string> | null = null;
  return {
    name: 'catalog-asset',
    configResolved(config) {
      base = config.base;
      if (config.command === 'serve') url = `${base}catalog.json`;
    },
    async buildStart() {
      if (url !== '') return;
      const json = await catalogFile();
      const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
      const fileName = `assets/catalog-${hash}.json`;
      this.emitFile({ type: 'asset', fileName, source: json });
      url = `${base}${fileName}`;
      summary = await catalogSummary(json);
    },
    resolveId: (id) => (id === CATALOG_MODULE ? `\0${CATALOG_MODULE}` : null),
    load: (id) =>
      id === `\0${CATALOG_MODULE}`
        ? `export default ${JSON.stringify(url)};\nexport const summary = ${JSON.stringify(summary)};`
        : null,
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (file.startsWith(CATALOG_SOURCES)) devJson = null;
      });
      server.middlewares.use(`${base}catalog.json`, (_req, res, next) => {
        devJson ??= catalogFile();
        devJson.then(
          (json) => {
            res.setHeader('Content-Type', 'application/json');
            res.end(json);
          },
          (e: unknown) => {
            devJson = null;
            next(e);
          },
        );
      });
    },
  };
}

const MESSAGES_SETS = fileURLToPath(new URL('./src/i18n/sets.ts', import.meta.url));
const MESSAGES_PREFIX = 'virtual:messages/';

/**
 * `virtual:messages/<lang>`: the features' messages of one language. A build writes each as a
 * plain object, so a page downloads only the language it shows (the message files hold both);
 * the dev server and the tests read the message files themselves.
 */
function messagesByLanguage(): Plugin {
  let build = false;
  return {
    name: 'messages-by-language',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId: (id) => (id.startsWith(MESSAGES_PREFIX) ? `\0${id}` : null),
    async load(id) {
      if (!id.startsWith(`\0${MESSAGES_PREFIX}`)) return null;
      const lang = id.slice(MESSAGES_PREFIX.length + 1);
      if (lang !== 'en' && lang !== 'zh') this.error(`no messages in language ${lang}`);
      if (!build) {
        return `import { messagesIn } from ${JSON.stringify(MESSAGES_SETS)};\nexport default messagesIn('${lang}');`;
      }
      const { module } = await runnerImport<typeof import('./src/i18n/sets.ts')>(MESSAGES_SETS);
      return `export default ${JSON.stringify(module.messagesIn(lang))};`;
    },
  };
}

const HEAD_SCRIPT = fileURLToPath(new URL('./src/app/head-script.ts', import.meta.url));

/** The chunk of each view's code (as `src/app/view-loaders.ts` loads them). */
const VIEW_MODULES: Record<string, string> = {
  browse: 'src/app/browse-view.tsx',
  wizard: 'src/features/wizard/index.tsx',
  results: 'src/features/results/index.tsx',
  guide: 'src/features/guide/index.tsx',
};

/**
 * A small script, loaded async from the page's head, that starts the linked view's code (with
 * the messages of the page's language, decided as the app decides it) downloading while the
 * page's own script is still arriving, instead of after it has run: on a slow link the view's
 * downloads no longer queue behind the shell's. The app loads the same files later and gets them from this start.
 * The catalog file is not among them: it downloads once the view's first screen is on the
 * screen (`src/app/preload.ts`).
 */
function viewPreload(): Plugin {
  let base = '/';
  const root = fileURLToPath(new URL('.', import.meta.url));
  return {
    name: 'view-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byModule = (module: string) => {
        const chunk = chunks.find((c) => c.facadeModuleId === root + module);
        if (!chunk) this.error(`view-preload: no chunk for ${module}`);
        return chunk;
      };
      const closure = (fileName: string, into: Set<string>) => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') for (const f of chunk.imports) closure(f, into);
        return into;
      };
      const entry = new Set<string>();
      for (const c of chunks) if (c.isEntry) closure(c.fileName, entry);
      const preloads = (files: Set<string>) =>
        [...files].filter((f) => !entry.has(f)).map((f) => base + f);
      const links: Record<string, string[]> = {};
      for (const [view, module] of Object.entries(VIEW_MODULES)) {
        // a view whose code waits for the first paint: its messages alone
        links[view] = CODE_AFTER_FIRST_PAINT.includes(view)
          ? []
          : preloads(closure(byModule(module).fileName, new Set()));
      }
      const messagesOf = (lang: 'en' | 'zh') => {
        const chunk = chunks.find((c) => c.facadeModuleId === `\0${MESSAGES_PREFIX}${lang}`);
        if (!chunk) this.error(`view-preload: no chunk for the ${lang} messages`);
        return preloads(closure(chunk.fileName, new Set()));
      };
      const { module } = await runnerImport<typeof import('./src/app/head-script.ts')>(HEAD_SCRIPT);
      const source = module.headScript({
        views: links,
        messages: { en: messagesOf('en'), zh: messagesOf('zh') },
      });
      const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
      const fileName = `assets/view-preload-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string')
        this.error('view-preload: no index.html in the build');
      html.source = html.source.replace(
        '<script type="module"',
        `<script async src="${base}${fileName}"></script>\n    <script type="module"`,
      );
    },
  };
}

export default defineConfig({
  base: process.env.BASE_PATH ?? '/',
  plugins: [
    react(),
    tailwindcss(),
    contentSecurityPolicy(),
    catalogAsset(),
    messagesByLanguage(),
    viewPreload(),
  ],
  build: { target: 'es2022', sourcemap: false, outDir: process.env.OUT_DIR ?? 'dist' },
  preview: { headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY } },
  test: {
    setupFiles: ['tests/setup.ts'],
    testTimeout: 30000,
    // A worker per core (Vitest's default leaves one free, which is half of a two-core machine).
    maxWorkers: '100%',
    projects: [
      {
        // Node tests share their workers' loaded modules (the catalog, the engine, ESLint) instead
        // of loading them again for every file; stores go back to their initial state after each
        // test (tests/setup.ts), and no other module keeps state between files. The property tests
        // (fast-check, `*.property.test.ts`) are among them: `npm test` runs a fifth of their
        // cases, `npm run test:long` all of them (tests/unit/property-runs.ts).
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        // Views share each worker's page and loaded modules (jsdom, React, the app, the catalog
        // load once per worker, not once per file); tests/component/shared-page.ts leaves the page
        // as each file expects to find it.
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          exclude: ['tests/component/**/*.isolated.test.tsx'],
          setupFiles: ['tests/component/shared-page.ts'],
          environment: 'jsdom',
          isolate: false,
        },
      },
      {
        // A file that mocks a module (`vi.mock`), or replaces the catalog loader or the ranking
        // worker, gets a page and modules of its own: a module already loaded in a shared worker
        // would stay unmocked (tests/unit/test-layout.test.ts checks the names).
        extends: true,
        test: {
          name: 'component-isolated',
          include: ['tests/component/**/*.isolated.test.tsx'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
