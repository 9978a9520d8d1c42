import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Page } from 'playwright-core';
import { eventually } from './e2e.ts';

/** Where a jot goes: the ids of each level and the pod's name (the pod is chosen by name). */
export interface FocusPath {
  container: number;
  podName: string;
  section: number;
  listItem: number;
}

/** The Learning Pod combobox: typing part of a name narrows the list, a click chooses. */
export async function choosePod(page: Page, name: string): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Learning Pod' });
  await box.fill(name);
  await page.getByRole('listbox').getByRole('option', { name, exact: true }).click();
  await eventually(() => box.inputValue()).toBe(name);
}

/** Picks container, pod, section and item on the jot form (each level loads once the one above is chosen). */
export async function chooseFocus(page: Page, path: FocusPath): Promise<void> {
  await page.getByLabel('Pick Your Focus').selectOption(encodeGlobalID('Container', String(path.container)));
  await choosePod(page, path.podName);
  await page.getByLabel('Section').selectOption(encodeGlobalID('Section', String(path.section)));
  await page.getByLabel('Item').selectOption(encodeGlobalID('ListItem', String(path.listItem)));
}
