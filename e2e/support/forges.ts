/**
 * The local GitHub Enterprise Server of the e2e suite: project-tree-pull-request.spec.ts serves the test
 * GitHub REST API on this port (under /api/v3, as Enterprise Server does), and the main server lists
 * `127.0.0.1:<port>` in GITHUB_ENTERPRISE_HOSTS, so a repository at http://127.0.0.1:<port>/acme/specs
 * goes through the GitHub provider. Plain http and 127.0.0.1 are reachable only because the e2e server
 * runs with ALLOW_LOCAL_GIT_REMOTES=true; production settings are untouched.
 */
export const githubEnterprisePort = Number(process.env.E2E_PORT ?? 3100) + 30;
export const githubEnterpriseHost = `127.0.0.1:${githubEnterprisePort}`;
