import {
  type AdvancedProposal,
  actionableAction,
  applyCommand,
  type Command,
  proposalCommand,
  type RequirementFile,
  splitProposition,
} from '@specwright/core';

/**
 * The text of a proposal the user can edit before accepting it: a replacement, a new requirement, or the
 * parts of a split one paragraph each; null for a deletion.
 */
export function editableText(proposal: AdvancedProposal): string | null {
  const action = actionableAction(proposal.action);
  if (action === 'split') return splitProposition(proposal.proposition).join('\n\n');
  return action === 'replace' || action === 'add' ? proposal.proposition : null;
}

/** The proposal with the edited text (a split's paragraphs joined back with '&&'). */
export function withEditedText(proposal: AdvancedProposal, text: string): AdvancedProposal {
  if (actionableAction(proposal.action) !== 'split') return { ...proposal, proposition: text };
  const parts = text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return { ...proposal, proposition: parts.join(' && ') };
}

/** The edits accepting every proposal makes, each worked out on the file as the ones before left it. */
export function acceptAllCommands(
  file: RequirementFile,
  proposals: readonly AdvancedProposal[],
  column: string,
): Command[] {
  const commands: Command[] = [];
  let current = file;
  for (const proposal of proposals) {
    const command = proposalCommand(current, proposal, column);
    if (!command) continue;
    commands.push(command);
    current = applyCommand(current, command);
  }
  return commands;
}
