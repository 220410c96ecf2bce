import { join } from 'node:path';
import type { ProviderFactory } from '../project-routes.js';
import { githubProvider, isGitHubUrl } from './github-provider.js';
import { plainGitProvider } from './plain-git-provider.js';

export interface ProviderSettings {
  dataDir: string;
  allowLocalGitRemotes: boolean;
  githubEnterpriseHosts: readonly string[];
}

/** GitHub's API for github.com and the configured Enterprise hosts; plain git for every other https remote. */
export function providerFactory(settings: ProviderSettings): ProviderFactory {
  const cacheDir = join(settings.dataDir, 'git-cache');
  return ({ url, token, onProgress }) => {
    const options = { url, token, allowLocal: settings.allowLocalGitRemotes, onProgress };
    return isGitHubUrl(url, settings.githubEnterpriseHosts)
      ? githubProvider(options)
      : plainGitProvider({ ...options, cacheDir });
  };
}
