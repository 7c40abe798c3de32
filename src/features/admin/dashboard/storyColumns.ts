/** What the disputes table's stories read of it. */
import { expect, within } from 'storybook/test';

/** The texts of one column of the disputes table, by its header, once the table shows. */
export async function columnTexts(canvasElement: HTMLElement, header: string): Promise<string[]> {
  const table = await within(canvasElement).findByRole('table');
  const headers = [...table.querySelectorAll('thead th')].map((cell) => cell.textContent);
  const index = headers.indexOf(header);
  await expect(index).toBeGreaterThanOrEqual(0);
  return [...table.querySelectorAll('tbody tr')].map((row) => row.querySelectorAll('td')[index]?.textContent ?? '');
}
