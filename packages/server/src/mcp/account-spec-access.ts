import { type RequirementFile, SPEC_MESSAGES } from '@specwright/core';
import { z } from 'zod';
import type { SignedInUser } from '../auth/guard.js';
import type { Database } from '../db/database.js';
import { assertSpecRight } from '../specs/spec-policy.js';
import type { SpecsService } from '../specs/specs-service.js';
import { readLastTestRun } from '../trace/test-run-store.js';
import { ToolError } from './requirement-tools.js';
import type { LoadedSpec, SpecAccess } from './spec-mcp-server.js';

const CACHED_SPECS = 8;

/**
 * The last specs the tools opened, by id and version: a 50,000-row spec is read from the database and
 * indexed for search once per version, not once per call. Shared by every caller; each call checks
 * ownership first.
 */
export function openSpecCache() {
  const files = new Map<string, RequirementFile>();
  return {
    get(id: string, version: number) {
      const key = `${id}@${version}`;
      const file = files.get(key);
      if (file) {
        files.delete(key);
        files.set(key, file);
      }
      return file;
    },
    set(id: string, version: number, file: RequirementFile) {
      files.set(`${id}@${version}`, file);
      while (files.size > CACHED_SPECS) files.delete(files.keys().next().value as string);
    },
  };
}
export type SpecCache = ReturnType<typeof openSpecCache>;

const selector = {
  spec_id: z.uuid().describe('The id of one of your specs (list_specs lists them)'),
};
const selection = z.object({ spec_id: z.uuid('spec_id must be a spec id (list_specs lists them).') });

/**
 * The tools over the specs the caller reads (their own and their workspaces'): `spec_id` picks one; saving
 * (owners and editors) raises its version.
 */
export function accountSpecAccess(
  db: Database,
  specs: SpecsService,
  actor: SignedInUser,
  cache: SpecCache,
): SpecAccess {
  return {
    selector,
    async load(args) {
      const parsed = selection.safeParse(args);
      if (!parsed.success) throw new ToolError(z.prettifyError(parsed.error));
      const id = parsed.data.spec_id;
      await assertSpecRight(db, actor, id, 'read');
      const header = await specs.header(id);
      const cached = header ? cache.get(id, header.version) : undefined;
      if (header && cached) return { file: cached, version: header.version };
      const loaded = await specs.load(id);
      if (!loaded) throw new ToolError(SPEC_MESSAGES.notFound);
      cache.set(id, loaded.version, loaded.file);
      return loaded;
    },
    // The spec was read with the read right by `load`.
    testResults: (loaded) => readLastTestRun(db, loaded.file.id),
    async save(_args, loaded: LoadedSpec, file) {
      await assertSpecRight(db, actor, loaded.file.id, 'edit');
      const version = await specs.save(loaded.file.id, loaded.version, loaded.file, file, actor);
      if (version === null) throw new ToolError(SPEC_MESSAGES.changedMeanwhile);
      cache.set(loaded.file.id, version, file);
      return `Saved as version ${version}.`;
    },
  };
}
