/** What the command line needs to read a spec file, without loading the API schemas of the whole package. */
export { createRequirementFile, importSpecText } from './spec/import.js';
export type { RequirementFile } from './spec/model.js';
export { isRequirementRow } from './views/document.js';
