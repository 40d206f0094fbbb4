/** Publishes the Storybook to Chromatic when a project token is set; otherwise says so and succeeds. */
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing is published. Set it to run Chromatic.');
  process.exit(0);
}
const result = spawnSync('npx', ['chromatic', '--exit-zero-on-changes', '--build-script-name', 'build-storybook'], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
