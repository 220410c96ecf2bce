import { ReadOnlyDocument } from '../../features/document/ReadOnlyDocument';
import { ReportContent } from '../../features/report/ReportView';
import { SharedSpecPage } from '../../features/sharing/SharedSpecPage';
import type { SharedViewRenderers } from '../../features/sharing/shared-views';

const READ_ONLY_VIEWS: SharedViewRenderers = {
  document: (file) => <ReadOnlyDocument file={file} />,
  report: (file) => <ReportContent file={file} />,
};

/** The whole window of a read-only link (`/shared/<token>`): no menus, no tabs, no sign-in needed. */
export function SharedSpecScreen({ token }: { token: string }) {
  return <SharedSpecPage token={token} views={READ_ONLY_VIEWS} />;
}
