import type { TestProject } from 'vitest/node';
import { preparePgliteTemplate } from './pglite-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite database directory to copy (see createTestDataDir). */
    pgliteTemplateDir: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  project.provide('pgliteTemplateDir', await preparePgliteTemplate());
}
