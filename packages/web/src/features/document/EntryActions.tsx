import { DeleteIcon, InsertAboveIcon, InsertBelowIcon } from '../../ui/icons';

interface EntryActionsProps {
  entryName: string;
  onInsertAbove: () => void;
  onInsertBelow: () => void;
  onDelete: () => void;
}

/** Add above, add below and delete for one entry (shown on the selected or hovered entry). */
export function EntryActions({ entryName, onInsertAbove, onInsertBelow, onDelete }: EntryActionsProps) {
  const buttons = [
    {
      label: `Add above ${entryName}`,
      title: 'Add above',
      icon: <InsertAboveIcon />,
      onClick: onInsertAbove,
    },
    {
      label: `Add below ${entryName}`,
      title: 'Add below',
      icon: <InsertBelowIcon />,
      onClick: onInsertBelow,
    },
    { label: `Delete ${entryName}`, title: 'Delete', icon: <DeleteIcon />, onClick: onDelete },
  ];
  return (
    <div className="doc-entry__actions">
      {buttons.map((button) => (
        <button
          key={button.title}
          type="button"
          className="doc-entry__action"
          aria-label={button.label}
          title={button.title}
          onClick={button.onClick}
        >
          {button.icon}
        </button>
      ))}
    </div>
  );
}
