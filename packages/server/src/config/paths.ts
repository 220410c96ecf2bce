import { fileURLToPath } from 'node:url';

/**
 * Folders the server finds relative to its own code. This module sits in `packages/server/src/config`
 * (tests, tsx) or `packages/server/dist/config` (compiled), so two levels up is the server package either way.
 */
function fromServerPackage(relativePath: string): string {
  return fileURLToPath(new URL(`../../${relativePath}`, import.meta.url));
}

export const serverPackageDir = fromServerPackage('');
export const repositoryRootDir = fromServerPackage('../../');
export const migrationsDir = fromServerPackage('migrations');
export const specsDir = fromServerPackage('specs');
export const defaultWebDistDir = fromServerPackage('../web/dist');
