/**
 * Finds the system Chromium the browser tests use, installing Debian's
 * `chromium` package when it is missing and we are root on Debian.
 * Set CHROMIUM_PATH to use another binary.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** Launch flags that keep Chromium quiet on a machine without internet. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
}

function isDebian() {
  try {
    return /^ID(_LIKE)?=.*debian/m.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

export function ensureChromium() {
  const path = chromiumPath();
  if (existsSync(path)) return path;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH points at ${path}, which does not exist.`);
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && isDebian()) {
    console.log('[chromium] /usr/bin/chromium is missing: installing Debian’s chromium package…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (existsSync(path)) return path;
  }
  throw new Error(
    'The browser tests need Chromium at /usr/bin/chromium. Install it (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
