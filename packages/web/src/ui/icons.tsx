import type { ReactNode, SVGProps } from 'react';

/**
 * Small stroke icons drawn for Specwright (24-unit grid, colour from `currentColor`). Decorative: the
 * control around an icon carries its name. App icons are 16 px with a 1.8 stroke by default; the table's
 * header icons are 14 px with a 2 stroke.
 */
function Icon({ children, size = 16, ...props }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

type IconProps = { size?: number };

export const ProjectTreeIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16M5.5 8h1.5M5.5 11h1.5" />
  </Icon>
);

export const InsertAboveIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4" y="13" width="16" height="7" rx="1.5" />
    <path d="M12 3v7M8.5 6.5h7" />
  </Icon>
);

export const InsertBelowIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4" y="4" width="16" height="7" rx="1.5" />
    <path d="M12 14v7M8.5 17.5h7" />
  </Icon>
);

export const DuplicateIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
  </Icon>
);

export const DeleteIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </Icon>
);

export const MoveUpIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 19V5M6 11l6-6 6 6" />
  </Icon>
);

export const RefreshIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
  </Icon>
);

export const CommitIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="3.5" />
    <path d="M3 12h5.5M15.5 12H21" />
  </Icon>
);

export const PullRequestIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="6" cy="5" r="2" />
    <circle cx="6" cy="19" r="2" />
    <circle cx="18" cy="19" r="2" />
    <path d="M6 7v10M18 17V9a3 3 0 0 0-3-3h-4M13 3.5 10.5 6 13 8.5" />
  </Icon>
);

export const BranchIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="6" cy="5" r="2" />
    <circle cx="6" cy="19" r="2" />
    <circle cx="18" cy="7" r="2" />
    <path d="M6 7v10M18 9a6 6 0 0 1-6 6H8.5" />
  </Icon>
);

/** A magnifier over code brackets: Scan Code for Requirements. */
export const ScanCodeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7 5 3 10l4 5M13 5l4 5" />
    <circle cx="15" cy="15" r="4" />
    <path d="m18 18 3 3" />
  </Icon>
);

export const CommitAndPullRequestIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="18" r="2" />
    <path d="M8.5 12H12a4 4 0 0 1 4 4v0M18 16V6M15 9l3-3 3 3" />
  </Icon>
);

export const PlusIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

export const MoveDownIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 5v14M6 13l6 6 6-6" />
  </Icon>
);

export const PropertiesIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1" />
    <circle cx="15" cy="6" r="2" />
    <circle cx="9" cy="12" r="2" />
    <circle cx="17" cy="18" r="2" />
  </Icon>
);

export const AgentIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8z" />
    <path d="M18 15l.8 2.2 2.2.8-2.2.8L18 21l-.8-2.2-2.2-.8 2.2-.8z" />
  </Icon>
);

export const ChatIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M20 15a2 2 0 0 1-2 2H8l-4 4V5a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2z" />
  </Icon>
);

export const CloseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const LockIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </Icon>
);

export const WarningIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3l10 18H2z" />
    <path d="M12 10v5M12 18h.01" />
  </Icon>
);

export const InboxIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 13l2.5-8h11L20 13v6H4z" />
    <path d="M4 13h4.5l1 2.5h5l1-2.5H20" />
  </Icon>
);

const TABLE_ICON = { size: 14, strokeWidth: 2 } as const;

export const SortAscendingIcon = () => (
  <Icon {...TABLE_ICON}>
    <path d="M12 19V5M6 11l6-6 6 6" />
  </Icon>
);

export const SortDescendingIcon = () => (
  <Icon {...TABLE_ICON}>
    <path d="M12 5v14M6 13l6 6 6-6" />
  </Icon>
);

export const MenuChevronIcon = () => (
  <Icon {...TABLE_ICON}>
    <path d="M6 9l6 6 6-6" />
  </Icon>
);

export function LogoMark({ size = 16 }: IconProps): ReactNode {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="var(--color-accent)" />
      <path
        d="M9 10h14M9 16h14M9 22h9"
        stroke="var(--color-accent-text)"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
    </svg>
  );
}
