import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';

/** Debian's chromium (`apt-get install chromium`); ANALYZER_CHROMIUM names another. */
export const CHROMIUM = process.env.ANALYZER_CHROMIUM ?? '/usr/bin/chromium';

// As root Chromium needs --no-sandbox; without the background-networking flags it keeps trying
// Google's services, which a closed network refuses.
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export function hasChromium(): boolean {
  return existsSync(CHROMIUM);
}

export async function launchChromium(): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** What a page did that a report page must never do, recorded as it happens. */
export interface Watched {
  errors: string[];
  dialogs: string[];
  requests: string[];
}

export function watch(page: Page): Watched {
  const seen: Watched = { errors: [], dialogs: [], requests: [] };
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') seen.errors.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (err) => seen.errors.push(`page error: ${err.message}`));
  page.on('dialog', (d) => {
    seen.dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  page.on('request', (r) => seen.requests.push(`${r.method()} ${r.url()}`));
  return seen;
}
