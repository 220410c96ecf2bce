import { agentApi } from '../../api/agent-api';
import { dispatchToFile, openFileById, signedInUser } from '../analysis-ui/app-bindings';
import { createAgentSession } from './agent-session';

/** The app's agent, bound to the app's stores and API. */
export const agentSession = createAgentSession({
  api: agentApi,
  file: openFileById,
  dispatch: dispatchToFile,
  user: signedInUser,
});
