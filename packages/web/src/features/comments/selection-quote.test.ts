import { describe, expect, it } from 'vitest';
import { selectedTextIn } from './selection-quote';

describe('the text selected in a document entry', () => {
  it('names the row, the quote and its offsets in the entry’s text; nothing across entries', () => {
    document.body.innerHTML = `<div id="frame">
      <div data-row-id="r1"><p class="doc-entry__text">The system shall log sign-ins.</p></div>
      <div data-row-id="r2"><p class="doc-entry__text">Lock after 5 failures.</p></div></div>`;
    const frame = document.getElementById('frame') as HTMLElement;
    const [first, second] = [...frame.querySelectorAll('.doc-entry__text')].map((p) => p.firstChild as Node);
    const selection = document.getSelection() as Selection;
    const range = document.createRange();
    range.setStart(first as Node, 17);
    range.setEnd(first as Node, 20);
    selection.removeAllRanges();
    selection.addRange(range);
    expect(selectedTextIn(frame, selection)).toMatchObject({ rowId: 'r1', quote: 'log', start: 17, end: 20 });
    range.setEnd(second as Node, 4);
    expect(selectedTextIn(frame, selection)).toBeNull();
  });
});
