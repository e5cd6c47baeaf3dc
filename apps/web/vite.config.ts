import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// In development the API runs on API_PORT (default 3001) and Vite proxies /api to it.
const apiPort = process.env.API_PORT ?? '3001';

/**
 * The UI kit every screen uses. Libraries that only some screens use (charts, dates, PDF or
 * spreadsheet export) must NOT be added here: left out, they stay in the chunks of the screens that
 * import them, outside every other page's budget (scripts/check-bundle.mjs).
 */
const UI_KIT =
  /node_modules[\\/](@mantine[\\/](core|hooks|store)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|use-sidecar|use-callback-ref|react-style-singleton|tslib|get-nonce|detect-node-es|react-number-format|react-textarea-autosize|@tabler[\\/]icons-react)[\\/]/;

/**
 * Mantine components only a few screens use (the registration wizard and company profile's Stepper,
 * the upload fields and their progress, long text fields, the charts' colour swatches): left out of the shared UI kit chunk, they
 * are fetched with the screens that use them instead of by every signed-in screen.
 */
const FEW_SCREENS_ONLY =
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Stepper|FileInput|FileButton|Progress|Textarea|Grid|ColorSwatch|Tooltip|NativeSelect|Pagination|SegmentedControl|Switch|MultiSelect|PillsInput|Pill|Radio|Combobox[\\/]use-pills-reorder)[\\/]/;

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;

/**
 * Writes a .gz and a .br beside every text file of the build, compressed once at the highest
 * levels, so the server sends them with no work per request (@fastify/static `preCompressed`).
 * A file that does not get smaller is left alone; the server then sends it as it is.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'tenderdesk:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName) || fileName.startsWith('.vite/')) continue;
        const file = path.join(outDir, fileName);
        const content = readFileSync(file);
        const gzip = gzipSync(content, { level: 9 });
        const brotli = brotliCompressSync(content, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        });
        if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
        if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
      }
    },
  };
}

const MANTINE_COMPONENT = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]([^\\/]+)[\\/]/;
const MANTINE_STYLES = /@mantine[\\/]core[\\/]styles[\\/]([^\\/]+)\.layer\.css$/;

/**
 * The entry chunk (the login page) carries only the styles of the Mantine components it uses
 * (src/app/critical-styles.ts) instead of all 290 KB of them, which would delay its first paint;
 * every lazy screen loads the whole sheet (src/app/full-styles.ts) before it renders. This check
 * fails the build when a component reaches the entry chunk without its styles in critical-styles.ts.
 */
function criticalStylesCheck(): Plugin {
  let stylesDir = '';
  return {
    name: 'tenderdesk:critical-styles-check',
    apply: 'build',
    configResolved(config) {
      const require = createRequire(path.join(config.root, 'package.json'));
      stylesDir = path.join(path.dirname(require.resolve('@mantine/core/styles.css')), 'styles');
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const components = new Set<string>();
        const styled = new Set<string>();
        for (const id of chunk.moduleIds) {
          const component = MANTINE_COMPONENT.exec(id)?.[1];
          if (component) components.add(component);
          const styles = MANTINE_STYLES.exec(id)?.[1];
          if (styles) styled.add(styles);
        }
        const missing = [...components].filter(
          (name) => !styled.has(name) && existsSync(path.join(stylesDir, `${name}.layer.css`)),
        );
        if (missing.length > 0) {
          this.error(
            `The entry chunk uses Mantine components whose styles are not in src/app/critical-styles.ts: ${missing.join(', ')}. ` +
              `Add import '@mantine/core/styles/<Name>.layer.css' for each, in the order of @mantine/core/styles.css.`,
          );
        }
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), criticalStylesCheck()],
  server: {
    port: 3000,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/uploads': `http://127.0.0.1:${apiPort}`,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/check-bundle.mjs follows each page's chunks through the manifest (the bundle budget).
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the login page needs in one file, so it paints after one script download.
            { name: 'index', tags: ['$initial'], priority: 2 },
            // The rest of the UI kit in one cached file shared by every signed-in screen, instead of
            // dozens of small chunks each screen would fetch one by one.
            {
              name: 'ui',
              test: (id) => UI_KIT.test(id) && !FEW_SCREENS_ONLY.test(id) && !id.endsWith('.css'),
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
