import { createRequirementFile, importSpecText, titleFromFileName } from '@specwright/core';
import { runAction } from '../../actions/app-actions';
import { newFileId } from '../../state/spec-tabs';
import { fetchRepositoryFile } from './project-api';
import { showRepositoryMessage } from './project-tree-dialogs-wiring';
import { useRepositoryOrigins } from './repository-origins';

export const IMPORT_FAILED_TITLE = 'Cannot Import File';

/**
 * Opens a JSON file of a repository as a spec tab (it needs a columns array and a rows array), remembering
 * where it came from so it can be committed back; says why when it cannot.
 */
export async function openRepositoryFile(
  repositoryId: string,
  path: string,
  branch: string,
): Promise<boolean> {
  let content: string;
  try {
    content = await fetchRepositoryFile(repositoryId, path, branch);
  } catch (error) {
    // A file that could not be read says 'Error: …'; one read but not a spec says why it cannot be imported.
    const message = `Error: ${error instanceof Error ? error.message : String(error)}`;
    showRepositoryMessage({ title: IMPORT_FAILED_TITLE, message });
    return false;
  }
  try {
    const imported = importSpecText(content, 'repository');
    if (!imported.ok) throw new Error(imported.message);
    const name = path.slice(path.lastIndexOf('/') + 1);
    const file = createRequirementFile(imported.spec, { id: newFileId(), title: titleFromFileName(name) });
    useRepositoryOrigins.getState().setOrigin(file.id, { repositoryId, path, branch });
    runAction('spec.open', { source: 'button' }, { file, warnings: imported.warnings });
    return true;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    showRepositoryMessage({ title: IMPORT_FAILED_TITLE, message: `Failed to import file: ${detail}` });
    return false;
  }
}
