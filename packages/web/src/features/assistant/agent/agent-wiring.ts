import { runAction } from '../../../actions/app-actions';
import { agentApi } from '../../../api/agent-api';
import { openFileById, signedInUser } from '../../analysis-ui/app-wiring';
import { createAgentSession } from './agent-session';

/** The app's agent, bound to the app's stores and API. */
export const agentSession = createAgentSession({
  api: agentApi,
  file: openFileById,
  applyProposal: (fileId, command) => {
    runAction('agent.applyProposal', { source: 'agent' }, { fileId, command });
  },
  user: signedInUser,
});
