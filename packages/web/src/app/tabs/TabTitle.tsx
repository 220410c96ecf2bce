import { isDirty, useSpecFilesStore } from '../../state/spec-files';
import type { Tab } from '../../state/tab';

/** The tab's title, with a dot when its spec has unsaved changes. */
export function TabTitle({ tab }: { tab: Tab }) {
  const fileId = tab.type === 'spec' ? tab.requirementFileId : undefined;
  const dirty = useSpecFilesStore((state) => (fileId ? isDirty(state.specs[fileId]) : false));
  return (
    <>
      <span className="tab__title">{tab.title}</span>
      {dirty ? (
        <span className="tab__dirty" data-testid="tab-dirty">
          <span aria-hidden="true">●</span>
          <span className="visually-hidden"> (unsaved changes)</span>
        </span>
      ) : null}
    </>
  );
}
