import { linksOfRow, type RequirementFile, rowLabelsOf } from '@specwright/core';

/** A row at the other end of a link: the link's type, and the row's id and the ID the user sees. */
export interface LinkedRow {
  type: string;
  id: string;
  label: string;
}

/** The links of a row as the tools answer them: the rows it links to, and the rows that link to it. */
export interface RowLinks {
  links_to: LinkedRow[];
  linked_from: LinkedRow[];
}

export function rowLinksOf(file: RequirementFile, rowId: string): RowLinks {
  const links = linksOfRow(file.links ?? [], rowId);
  const outgoing = links.outgoing.filter((link) => link.toSpec === undefined);
  const { incoming } = links;
  const labels = rowLabelsOf(file, [
    ...outgoing.map((link) => link.to),
    ...incoming.map((link) => link.from),
  ]);
  const linked = (type: string, id: string) => ({ type, id, label: labels[id] ?? id });
  return {
    links_to: outgoing.map((link) => linked(link.type, link.to)),
    linked_from: incoming.map((link) => linked(link.type, link.from)),
  };
}
