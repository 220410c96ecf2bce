import { type FakeRepository, storeBlob, storeCommit, storeTree, treeAt } from './github-api-repository.js';
import {
  blobShape,
  commitShape,
  contentDirectoryShape,
  contentFileShape,
  contentSubmoduleShape,
  errorShape,
  OWNER,
  pullRequestShape,
  refShape,
  repositoryShape,
  shortBlobShape,
  type TreeItem,
  treeShape,
} from './github-api-shapes.js';

/** An answer: status, JSON body and extra headers. */
export interface ApiReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Fields = Record<string, unknown>;
type Handler = (match: string[], query: URLSearchParams, body: Fields) => ApiReply;

const ok = (body: unknown, status = 200): ApiReply => ({ status, body });
const notFound = (): ApiReply => ({ status: 404, body: errorShape(404, 'Not Found') });
const invalid = (message: string, errors?: Array<Record<string, string>>): ApiReply => ({
  status: 422,
  body: errorShape(422, message, errors),
});

/** The repository endpoints of GitHub's REST API a provider uses, answered from `repository`. */
export function githubRoutes(repository: FakeRepository) {
  const { refs, commits, trees, blobs } = repository;

  function content(path: string, ref: string): ApiReply {
    const items = treeAt(repository, ref);
    const item = items?.find((entry) => entry.path === path);
    if (!items || !item) return notFound();
    if (item.type === 'commit') return ok(contentSubmoduleShape(path, item.sha, ref));
    if (item.type === 'tree') {
      const children = items.filter((entry) => entry.path.startsWith(`${path}/`));
      return ok(
        contentDirectoryShape(
          children.filter((child) => !child.path.slice(path.length + 1).includes('/')),
          ref,
        ),
      );
    }
    return ok(contentFileShape(path, item.sha, blobs.get(item.sha) ?? '', ref));
  }

  function newTree(body: Fields): ApiReply {
    const base = trees.get(String(body.base_tree));
    if (!base) return invalid('Invalid tree info');
    const entries = body.tree as TreeItem[];
    const changed = new Set(entries.map((entry) => entry.path));
    const sha = storeTree(repository, [...base.filter((item) => !changed.has(item.path)), ...entries]);
    return ok(treeShape(sha, trees.get(sha) ?? [], false), 201);
  }

  function moveRef(ref: string, body: Fields): ApiReply {
    const current = refs.get(ref);
    const next = String(body.sha);
    if (current === undefined) return invalid('Reference does not exist');
    if (!commits.has(next)) return invalid('Object does not exist');
    if (body.force !== true && !commits.get(next)?.parents.includes(current))
      return invalid('Update is not a fast forward');
    refs.set(ref, next);
    return ok(refShape(ref, next));
  }

  function openPull(body: Fields): ApiReply {
    const input = {
      title: String(body.title),
      body: String(body.body),
      head: String(body.head),
      base: String(body.base),
    };
    if (!refs.has(`heads/${input.head}`))
      return invalid('Validation Failed', [{ resource: 'PullRequest', field: 'head', code: 'invalid' }]);
    if (repository.pulls.some((pull) => pull.head === input.head && pull.base === input.base))
      return invalid('Validation Failed', [
        {
          resource: 'PullRequest',
          code: 'custom',
          message: `A pull request already exists for ${OWNER}:${input.head}.`,
        },
      ]);
    const number = repository.pulls.length + 1;
    repository.pulls.push({ number, head: input.head, base: input.base });
    return ok(pullRequestShape(number, input), 201);
  }

  const routes: Array<[string, RegExp, Handler]> = [
    ['GET', /^$/, () => ok(repositoryShape(repository.defaultBranch))],
    [
      'GET',
      /^\/git\/ref\/(.+)$/,
      ([ref = '']) => {
        const sha = refs.get(ref);
        return sha === undefined ? notFound() : ok(refShape(ref, sha));
      },
    ],
    [
      'POST',
      /^\/git\/refs$/,
      (_, __, body) => {
        const ref = String(body.ref).replace(/^refs\//, '');
        if (refs.has(ref)) return invalid('Reference already exists');
        if (!commits.has(String(body.sha))) return invalid('Object does not exist');
        refs.set(ref, String(body.sha));
        return ok(refShape(ref, String(body.sha)), 201);
      },
    ],
    ['PATCH', /^\/git\/refs\/(.+)$/, ([ref = ''], _, body) => moveRef(ref, body)],
    [
      'GET',
      /^\/git\/commits\/(\w+)$/,
      ([sha = '']) => {
        const commit = commits.get(sha);
        return commit ? ok(commitShape(sha, commit.tree, commit.parents, commit.message)) : notFound();
      },
    ],
    [
      'GET',
      /^\/git\/trees\/(\w+)$/,
      ([sha = ''], query) => {
        const items = trees.get(sha);
        if (!items) return notFound();
        const listed = query.has('recursive') ? items : items.filter((item) => !item.path.includes('/'));
        return ok(treeShape(sha, listed, repository.truncated));
      },
    ],
    [
      'GET',
      /^\/git\/blobs\/(\w+)$/,
      ([sha = '']) => {
        const text = blobs.get(sha);
        return text === undefined ? notFound() : ok(blobShape(sha, text));
      },
    ],
    [
      'POST',
      /^\/git\/blobs$/,
      (_, __, body) => {
        const text = String(body.content);
        const decoded = body.encoding === 'base64' ? Buffer.from(text, 'base64').toString('utf8') : text;
        return ok(shortBlobShape(storeBlob(repository, decoded)), 201);
      },
    ],
    ['POST', /^\/git\/trees$/, (_, __, body) => newTree(body)],
    [
      'POST',
      /^\/git\/commits$/,
      (_, __, body) => {
        const parents = body.parents as string[];
        const sha = storeCommit(repository, String(body.tree), parents, String(body.message));
        return ok(commitShape(sha, String(body.tree), parents, String(body.message)), 201);
      },
    ],
    [
      'GET',
      /^\/contents\/(.+)$/,
      ([path = ''], query) => content(path, query.get('ref') ?? repository.defaultBranch),
    ],
    ['POST', /^\/pulls$/, (_, __, body) => openPull(body)],
  ];

  return (method: string, path: string, query: URLSearchParams, body: unknown): ApiReply | null => {
    for (const [routeMethod, pattern, handler] of routes) {
      const match = pattern.exec(path);
      if (match && routeMethod === method) return handler(match.slice(1), query, (body ?? {}) as Fields);
    }
    return null;
  };
}
