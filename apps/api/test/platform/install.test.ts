import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../process.ts';

/**
 * A clean `npm ci` prints no warning a newcomer must judge (README, "Try it"): no package whose
 * engines exclude the Node the project supports, no install script left undecided.
 */
type Lock = { packages: Record<string, { version?: string; engines?: { node?: string }; hasInstallScript?: boolean }> };
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as Lock;
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  allowScripts: Record<string, boolean>;
};
// semver comes with npm's own tree (hoisted); only this check reads it.
const semver = createRequire(join(root, 'package.json'))('semver') as {
  satisfies: (v: string, range: string) => boolean;
  minVersion: (range: string) => { version: string };
};

describe('a clean install', () => {
  it('installs nothing whose engines refuse the oldest Node the project supports', () => {
    const oldest = semver.minVersion(manifest.engines.node).version;
    const refusing = Object.entries(lock.packages)
      .filter(([, p]) => p.engines?.node && !semver.satisfies(oldest, p.engines.node))
      .map(([path, p]) => `${path}@${p.version} wants node ${p.engines?.node}`);
    expect(refusing).toEqual([]);
  });

  it('has a decision in allowScripts for every package with an install script', () => {
    const undecided = Object.entries(lock.packages)
      .filter(([, p]) => p.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length))
      .filter((name) => typeof manifest.allowScripts[name] !== 'boolean');
    expect(undecided).toEqual([]);
  });
});
