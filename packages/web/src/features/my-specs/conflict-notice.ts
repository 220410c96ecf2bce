/** What the user is told when another tab or browser saved the spec first. */
export const CONFLICT_NOTICE = {
  title: 'This spec was changed somewhere else',
  lines: [
    'Your edits are kept in this tab; they were not saved over the other changes, and no more edits are sent.',
    'Open the spec from My Specs in another window to see the other changes, or use File → Save to My Specs to keep this tab as a new spec.',
  ],
} as const;
