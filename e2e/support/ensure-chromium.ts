// Runs before the browser tests: finds a Chromium, installs one where it can, or says in one line what to run.
import { spawnSync } from 'node:child_process';
import { findChromium } from './chromium.js';

const HOW_TO_GET_ONE =
  'No Chromium found for the browser tests: run `sudo apt-get install -y chromium` (Debian/Ubuntu) or ' +
  '`npx playwright install chromium`, or set CHROMIUM_PATH=/path/to/chrome.';

function run(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  return result.status === 0;
}

function installChromium(): boolean {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log('No Chromium found: installing the Debian package `chromium` (apt-get install -y chromium)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'], env });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env,
    });
    return update.status === 0 && install.status === 0;
  }
  console.log('No Chromium found: trying `npx playwright install chromium`…');
  return run('npx', ['playwright', 'install', 'chromium']);
}

if (!findChromium() && !(installChromium() && findChromium())) {
  console.error(HOW_TO_GET_ONE);
  process.exit(1);
}
