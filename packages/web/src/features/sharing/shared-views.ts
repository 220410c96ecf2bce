import type { RequirementFile } from '@specwright/core';
import type { ReactNode } from 'react';

/**
 * How the shell draws the two views of a file nobody edits here (the document and report views belong to
 * their own features, which this one does not import).
 */
export interface SharedViewRenderers {
  document: (file: RequirementFile) => ReactNode;
  report: (file: RequirementFile) => ReactNode;
}
