import { streamDraft } from '../../api/draft-api';
import { createDraftSession } from './draft-session';

/** The app's drafts, bound to the API. */
export const draftSession = createDraftSession({ stream: (body, options) => streamDraft(body, options) });
