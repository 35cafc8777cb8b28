import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';

/** One Vite configuration per console: `consoles/<name>` → `dist/consoles/<name>`, no inline script or style. */
export function consoleConfig(name: 'hub' | 'fleet'): UserConfig {
  const root = fileURLToPath(new URL(`./${name}/`, import.meta.url));
  return defineConfig({
    root,
    base: '/',
    logLevel: 'warn',
    build: {
      outDir: fileURLToPath(new URL(`../dist/consoles/${name}/`, import.meta.url)),
      emptyOutDir: true,
      // Every asset is a file: a strict Content-Security-Policy allows no data: script or inline style.
      assetsInlineLimit: 0,
      modulePreload: { polyfill: false },
      chunkSizeWarningLimit: 1024,
    },
  });
}
