/** Shared Playwright launch settings: Debian's Chromium, quiet on a machine without internet. */
import type { LaunchOptions } from '@playwright/test';

const DEFAULT_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const launchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: process.env.CHROMIUM_ARGS ? process.env.CHROMIUM_ARGS.split(' ') : DEFAULT_ARGS,
};
