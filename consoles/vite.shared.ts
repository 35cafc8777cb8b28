import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.map']);

/**
 * `<file>.br` and `<file>.gz` beside every text file of 1 KiB or more, made once at build time at the highest
 * levels (the server sends them as they are, by Accept-Encoding: libs/common/src/console.ts).
 */
function precompress(outDir: string): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    closeBundle() {
      const visit = (dir: string): void => {
        for (const entry of readdirSync(dir)) {
          const full = join(dir, entry);
          if (statSync(full).isDirectory()) visit(full);
          else if (COMPRESSIBLE.has(extname(entry))) {
            const body = readFileSync(full);
            if (body.length < 1024) continue;
            writeFileSync(
              `${full}.br`,
              brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
            );
            writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
          }
        }
      };
      visit(outDir);
    },
  };
}

/** One Vite configuration per console: `consoles/<name>` → `dist/consoles/<name>`, no inline script or style. */
export function consoleConfig(name: 'hub' | 'fleet'): UserConfig {
  const root = fileURLToPath(new URL(`./${name}/`, import.meta.url));
  const outDir = fileURLToPath(new URL(`../dist/consoles/${name}/`, import.meta.url));
  return defineConfig({
    root,
    plugins: [precompress(outDir)],
    base: '/',
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      // Every asset is a file: a strict Content-Security-Policy allows no data: script or inline style.
      assetsInlineLimit: 0,
      modulePreload: { polyfill: false },
      chunkSizeWarningLimit: 1024,
    },
  });
}
