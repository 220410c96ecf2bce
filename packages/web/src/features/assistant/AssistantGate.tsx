import { ASSISTANT_MESSAGES } from '@specwright/core';
import type { ReactNode } from 'react';
import { usePublicConfig } from '../../app/config/config-context';
import { useSession } from '../../state/read-stores';
import { selectIsSignedIn } from '../../state/session';
import { ActionButton } from '../../ui/ActionButton';
import { LockIcon, WarningIcon } from '../../ui/icons';
import '../../ui/side-area.css';

/**
 * The chat or agent panel when it can be used; otherwise why not: signed out (the spec's sign-in message and
 * a Sign In button), or no language model configured (who can turn it on).
 */
export function AssistantGate({
  signedOutMessage,
  children,
}: {
  signedOutMessage: string;
  children: ReactNode;
}) {
  const isSignedIn = useSession(selectIsSignedIn);
  const config = usePublicConfig();
  if (!isSignedIn) {
    return (
      <div className="project-tree__signed-out" data-testid="assistant-signed-out">
        <span className="project-tree__lock">
          <LockIcon size={22} />
        </span>
        <p className="project-tree__heading">{signedOutMessage}</p>
        <p className="project-tree__text">Sign in to use the assistant on this spec.</p>
        <ActionButton actionId="account.signIn" variant="primary" size="small" />
      </div>
    );
  }
  if (!config.ai.configured) {
    return (
      <div className="project-tree__signed-out" data-testid="assistant-no-model">
        <span className="project-tree__lock">
          <WarningIcon size={22} />
        </span>
        <p className="project-tree__text">{ASSISTANT_MESSAGES.noModel}</p>
      </div>
    );
  }
  return children;
}
