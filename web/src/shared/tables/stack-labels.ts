/**
 * Gives every body cell of a table its column's header text as `data-label`, so the phone layout
 * (stacked-table.module.css) can print "Balance: 4,981 ብር" on a card. Cells after a wide cell
 * (colSpan) take the header their column falls under. Answers whether anything changed, so a
 * watcher that calls it after each change does not feed itself.
 */
export function labelCells(table: HTMLTableElement): boolean {
  const heads: string[] = [];
  const headRows = table.querySelectorAll<HTMLTableRowElement>(':scope > thead > tr');
  const headRow = headRows[headRows.length - 1];
  for (const th of headRow ? cellsOf(headRow) : []) {
    const text = (th.textContent ?? '').replace(/\s+/g, ' ').trim();
    for (let i = 0; i < Math.max(1, th.colSpan); i++) heads.push(text);
  }
  let changed = false;
  for (const row of table.querySelectorAll<HTMLTableRowElement>(':scope > tbody > tr, :scope > tfoot > tr')) {
    let column = 0;
    for (const cell of cellsOf(row)) {
      const label = heads[column] ?? '';
      if (cell.getAttribute('data-label') !== label) {
        cell.setAttribute('data-label', label);
        changed = true;
      }
      column += Math.max(1, cell.colSpan);
    }
  }
  return changed;
}

function cellsOf(row: HTMLTableRowElement): HTMLTableCellElement[] {
  return [...row.children].filter((c): c is HTMLTableCellElement => c.tagName === 'TD' || c.tagName === 'TH');
}
