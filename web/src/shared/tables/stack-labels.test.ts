// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { labelCells } from './stack-labels';

function table(html: string): HTMLTableElement {
  document.body.innerHTML = `<table>${html}</table>`;
  return document.querySelector('table')!;
}
const labels = (t: HTMLTableElement) =>
  [...t.querySelectorAll('tbody > tr')].map((r) => [...r.children].map((c) => c.getAttribute('data-label')));

describe("a phone table's cell labels", () => {
  it("each cell takes its column's header; an action column without words gets an empty label", () => {
    const t = table(
      '<thead><tr><th>Username</th><th> Balance </th><th></th></tr></thead>' +
        '<tbody><tr><td>ale1</td><td>4,981</td><td><button>More</button></td></tr></tbody>',
    );
    expect(labelCells(t)).toBe(true);
    expect(labels(t)).toEqual([['Username', 'Balance', '']]);
    expect(labelCells(t)).toBe(false); // nothing new: a watcher does not feed itself
  });

  it('a wide cell moves the next cells to the columns they fall under', () => {
    const t = table(
      '<thead><tr><th colspan="2">Period</th><th>Profit</th><th>Games</th></tr></thead>' +
        '<tbody><tr><td>Day</td><td>2026-11-01</td><td>120</td><td>4</td></tr>' +
        '<tr><td colspan="3">Total</td><td>9</td></tr></tbody>',
    );
    labelCells(t);
    expect(labels(t)).toEqual([
      ['Period', 'Period', 'Profit', 'Games'],
      ['Period', 'Games'],
    ]);
  });
});
