import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The report page's script and style, each one string, ready to go inline. */
export interface PageAssets {
  script: string;
  style: string;
}

/** Where the build writes them, beside the bundles (see scripts/build-page.ts). */
export const PAGE_FILES = { script: 'report-page.js', style: 'report-page.css' } as const;

/**
 * Bundles src/page/ with esbuild: main.ts and what it imports (d3-hierarchy's treemap among them)
 * into one minified IIFE, and page.css minified. Build time and TypeScript sources only: esbuild
 * is a development dependency, loaded here and nowhere else.
 */
export function bundlePage(): PageAssets {
  const require = createRequire(import.meta.url);
  const esbuild = require('esbuild') as typeof import('esbuild');
  const here = dirname(fileURLToPath(import.meta.url));
  const common = { bundle: true, minify: true, write: false, charset: 'ascii', legalComments: 'none', logLevel: 'silent' } as const;
  const script = esbuild.buildSync({
    ...common,
    entryPoints: [join(here, 'main.ts')],
    format: 'iife',
    platform: 'browser',
    target: ['chrome100', 'firefox100', 'safari15'],
    // d3-hierarchy's licence asks for its notice in every copy; the bundle is one.
    banner: { js: `/*! ${licenceNotice(require, 'd3-hierarchy')} */` },
  });
  const style = esbuild.buildSync({ ...common, entryPoints: [join(here, 'page.css')] });
  return { script: script.outputFiles[0].text.trim(), style: style.outputFiles[0].text.trim() };
}

function licenceNotice(require: NodeJS.Require, name: string): string {
  // Its exports map hides package.json: climb from the entry point to the folder that names it.
  let folder = dirname(require.resolve(name));
  const manifest = () => JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { name: string; version: string; license: string };
  while (!existsSync(join(folder, 'package.json')) || manifest().name !== name) folder = dirname(folder);
  const { version, license } = manifest();
  const text = readFileSync(join(folder, 'LICENSE'), 'utf8').trim().replaceAll('*/', '* /');
  return `${name} ${version} (${license})\n${text}\n`;
}
