import { repositoryFileEntry } from '@specwright/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildFileTree, type TreeNode, visibleNodes } from './file-tree';

const names = (nodes: TreeNode[]) => nodes.map((node) => node.name);

describe('buildFileTree', () => {
  it('puts folders before files, each sorted by name, at every level', () => {
    const tree = buildFileTree(
      [
        'README.md',
        'specs/b.spec.json',
        'docs/guide.md',
        'specs/a.spec.json',
        'a.json',
        'specs/old/x.json',
      ].map(repositoryFileEntry),
    );
    expect(names(tree)).toEqual(['docs', 'specs', 'a.json', 'README.md']);
    const specs = tree[1];
    expect(specs?.kind === 'folder' && names(specs.children)).toEqual(['old', 'a.spec.json', 'b.spec.json']);
  });

  it('keeps every file once, whatever the paths (property)', () => {
    const segment = fc.stringMatching(/^[a-z0-9]{1,4}$/);
    const path = fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => `${parts.join('/')}.md`);
    fc.assert(
      fc.property(fc.uniqueArray(path, { maxLength: 30 }), (paths) => {
        const tree = buildFileTree(paths.map(repositoryFileEntry));
        const everyFolder = new Set(
          paths.flatMap((p) =>
            p
              .split('/')
              .slice(0, -1)
              .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
          ),
        );
        const shown = visibleNodes(tree, everyFolder).filter(({ node }) => node.kind === 'file');
        expect(shown.map(({ node }) => node.path).sort()).toEqual([...paths].sort());
      }),
    );
  });

  it('shows only the children of open folders', () => {
    const tree = buildFileTree(['specs/a.json', 'specs/deep/b.json', 'c.json'].map(repositoryFileEntry));
    expect(visibleNodes(tree, new Set()).map(({ node }) => node.path)).toEqual(['specs', 'c.json']);
    expect(visibleNodes(tree, new Set(['specs'])).map(({ node, depth }) => `${depth}:${node.path}`)).toEqual([
      '1:specs',
      '2:specs/deep',
      '2:specs/a.json',
      '1:c.json',
    ]);
  });
});
