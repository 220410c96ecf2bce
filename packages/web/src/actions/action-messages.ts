/** Shown by file and edit commands that need a spec when no spec tab is active (docs/product-rules.md, "Screens"). */
export const NO_SPECIFICATION_FILE_OPEN = {
  title: 'No Specification File Open',
  message: 'Open a specification file or create one with File → New, then try again.',
} as const;
