import { ProgressBar } from '../../ui/ProgressBar';
import { cancelImport, useImportProgress } from './import-progress';

/** In a tab showing an imported file's first rows: how far the rest is read, and Cancel. */
export function ImportProgressStatus({ fileId, title }: { fileId: string; title: string }) {
  const fraction = useImportProgress((state) => state.byFile[fileId]);
  if (fraction === undefined) return null;
  return (
    <>
      <span className="spec-tab__progress">
        <ProgressBar percentage={fraction * 100} label={`Importing “${title}”`} />
      </span>
      <button type="button" className="button small" onClick={() => cancelImport(fileId)}>
        Cancel
      </button>
    </>
  );
}
