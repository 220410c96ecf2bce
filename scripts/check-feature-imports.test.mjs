import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findOffences } from './check-feature-imports.mjs';

let webSrc;
const write = (path, text) => {
  mkdirSync(dirname(join(webSrc, path)), { recursive: true });
  writeFileSync(join(webSrc, path), text);
};

beforeEach(() => {
  webSrc = mkdtempSync(join(tmpdir(), 'floors-'));
  write('features/files/file-picker.ts', 'export const openFilePicker = () => {};\n');
  write('features/files/FilePicker.tsx', 'export const FilePicker = () => null;\n');
  write('state/workspace.ts', 'export const useWorkspaceStore = {};\n');
  write('api/draft-api.ts', 'export const streamDraft = () => {};\n');
  write('app/platform.ts', 'export const IS_MAC = false;\n');
});
afterEach(() => rmSync(webSrc, { recursive: true, force: true }));

describe('the floors check of the web app', () => {
  it('passes a feature importing actions/ and wiring that imports a store or the API client', () => {
    write('actions/registry.ts', "import type { Action } from './action-types';\n");
    write('features/files/file-actions.ts', "import { runAction } from '../../actions/app-actions';\n");
    write('features/table/sort-wiring.ts', "import { useWorkspaceStore } from '../../state/workspace';\n");
    write('features/drafts/draft-wiring.ts', "import { streamDraft } from '../../api/draft-api';\n");
    expect(findOffences(webSrc)).toEqual([]);
  });

  it('refuses an import from actions/ into features/ or app/, a type import too', () => {
    write('actions/file-actions.ts', "import { openFilePicker } from '../features/files/file-picker';\n");
    write('actions/view-actions.ts', "\nimport type { IS_MAC } from '../app/platform';\n");
    expect(findOffences(webSrc)).toEqual([
      expect.stringMatching(
        /^actions\/file-actions\.ts:1: imports '\.\.\/features\/files\/file-picker' from features\//,
      ),
      expect.stringMatching(/^actions\/view-actions\.ts:2: imports '\.\.\/app\/platform' from app\//),
    ]);
  });

  it('refuses a *-wiring.ts file that wires nothing (a type of a store is not wiring)', () => {
    write(
      'features/table/grid-wiring.ts',
      "import type { useWorkspaceStore } from '../../state/workspace';\n",
    );
    expect(findOffences(webSrc)).toEqual([
      expect.stringContaining('features/table/grid-wiring.ts: is named *-wiring.ts but wires nothing'),
    ]);
  });

  it('keeps refusing another feature’s component', () => {
    write('features/table/Grid.tsx', "import { FilePicker } from '../files/FilePicker';\n");
    expect(findOffences(webSrc)).toEqual([expect.stringContaining('a component of the files feature')]);
  });
});
