import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRootDir } from './paths.js';

export interface ProductInfo {
  version: string;
  /** ISO date (YYYY-MM-DD) of the newest release in CHANGELOG.md, or null when it cannot be read. */
  releaseDate: string | null;
}

const releaseHeading = /^##\s+v?(\d+\.\d+\.\d+\S*)\s+[—–-]\s+(\d{4}-\d{2}-\d{2})\s*$/m;

/** The newest `## X.Y.Z — YYYY-MM-DD` heading of a changelog. */
export function parseLatestRelease(changelog: string): { version: string; date: string } | null {
  const match = releaseHeading.exec(changelog);
  if (!match?.[1] || !match[2]) return null;
  return { version: match[1], date: match[2] };
}

function readTextFile(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

function readVersion(packageJsonText: string | null): string {
  if (packageJsonText === null) return '0.0.0';
  const parsed: unknown = JSON.parse(packageJsonText);
  if (typeof parsed === 'object' && parsed !== null && 'version' in parsed) {
    return typeof parsed.version === 'string' ? parsed.version : '0.0.0';
  }
  return '0.0.0';
}

/** Reads the product's version (root package.json) and release date (root CHANGELOG.md). */
export function readProductInfo(rootDir: string = repositoryRootDir): ProductInfo {
  const version = readVersion(readTextFile(join(rootDir, 'package.json')));
  const changelog = readTextFile(join(rootDir, 'CHANGELOG.md'));
  const latestRelease = changelog === null ? null : parseLatestRelease(changelog);
  return { version, releaseDate: latestRelease?.date ?? null };
}

let cachedProductInfo: ProductInfo | undefined;

/** The product info of this installation, read once. */
export function productInfo(): ProductInfo {
  cachedProductInfo ??= readProductInfo();
  return cachedProductInfo;
}
