import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, saveScreenshot } from './support/screens';
import { chooseMenuItem } from './support/spec-files';

// The TaskFlow example: 53 rows (42 requirements, 6 chapters, 3 context, 2 comments), select columns
// Type, Priority and Status.
const FIRST_REQUIREMENT =
  'The system shall let a person create an account with an email address and a password of at least 12 characters.';
const SECOND_REQUIREMENT =
  'When a person signs up, the system shall send a verification email within 60 seconds.';

async function importTaskFlow(page: Page): Promise<void> {
  await chooseMenuItem(page, 'File', 'Open Example');
  await page.getByTestId('example-card').first().getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('tab', { name: /TaskFlow/ })).toHaveAttribute('aria-selected', 'true');
}

function documentList(page: Page): Locator {
  return page.getByRole('list', { name: 'Document' });
}

/** The document entry (list item) whose text button has this name. */
function entry(page: Page, text: string): Locator {
  return documentList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: text, exact: true }) });
}

/** Shows the properties panel with the toolbar toggle (it may start open: the toggle is checked both ways). */
async function showPropertiesPanel(page: Page): Promise<void> {
  const toggle = page.getByTestId('toolbar').getByRole('button', { name: 'Toggle Properties Panel' });
  const panel = page.getByTestId('side-panel');
  if (await panel.isVisible()) {
    await toggle.click();
    await expect(panel).toBeHidden();
  }
  await toggle.click();
  await expect(panel.getByRole('heading', { name: 'Properties' })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('menubar')).toBeVisible();
});

test.describe('with the TaskFlow example', () => {
  test.beforeEach(async ({ page }) => {
    await importTaskFlow(page);
  });

  test('the document view numbers requirements, styles structure rows and edits in place', async ({
    page,
  }) => {
    await chooseMenuItem(page, 'View', 'Document');
    const list = documentList(page);
    await expect(list).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(53);
    await expect(page.getByTestId('document-view')).toContainText('42 requirements · 53 rows');

    // Chapters are headings and unnumbered; requirements are numbered 1..n.
    await expect(list.getByRole('heading', { level: 3, name: '1 Introduction' })).toBeVisible();
    await expect(list.locator('.doc-entry--chapter')).toHaveCount(6);
    await expect(list.locator('.doc-entry--context')).toHaveCount(3);
    await expect(list.locator('.doc-entry--comment')).toHaveCount(2);
    await expect(entry(page, FIRST_REQUIREMENT).locator('.doc-entry__gutter')).toHaveText('1.');
    await expect(list.locator('.doc-entry--requirement').last().locator('.doc-entry__gutter')).toHaveText(
      '42.',
    );
    await expect(list.locator('.doc-entry--chapter .doc-entry__gutter').first()).toHaveText('');
    await saveScreenshot(page, 'document');
    await expectAccessible(page);

    // Edit and save with Ctrl+Enter.
    await page.getByRole('button', { name: FIRST_REQUIREMENT, exact: true }).click();
    const editor = page.getByRole('textbox', { name: 'Description of requirement 1' });
    await expect(editor).toBeFocused();
    await saveScreenshot(page, 'document-editing');
    await editor.fill('The system shall let a person create an account within 2 minutes.');
    await page.keyboard.press('Control+Enter');
    await expect(editor).toBeHidden();
    await expect(
      page.getByRole('button', { name: 'The system shall let a person create an account within 2 minutes.' }),
    ).toBeFocused();

    // Cancel with Escape keeps the text.
    await page.getByRole('button', { name: SECOND_REQUIREMENT, exact: true }).click();
    await page.getByRole('textbox', { name: 'Description of requirement 2' }).fill('Discard me');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: SECOND_REQUIREMENT, exact: true })).toBeVisible();
    await expect(page.getByText('Discard me')).toHaveCount(0);

    // Add below opens the new requirement for editing.
    await entry(page, SECOND_REQUIREMENT).locator('.doc-entry__gutter').click();
    await page.getByRole('button', { name: 'Add below requirement 2' }).click();
    const added = page.getByRole('textbox', { name: 'Description of requirement 3' });
    await expect(added).toBeFocused();
    await added.fill('The system shall show a <b>welcome</b> tour after the first sign-in.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(54);
    await expect(
      page.getByRole('button', {
        name: 'The system shall show a <b>welcome</b> tour after the first sign-in.',
      }),
    ).toBeVisible();
    await expect(list.locator('b')).toHaveCount(0);

    // Delete is undoable.
    await page.getByRole('button', { name: 'Delete requirement 3' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(53);
    await expect(page.getByRole('status').filter({ hasText: 'Deleted requirement 3.' })).toBeVisible();
    await saveScreenshot(page, 'document-deleted');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(list.getByRole('listitem')).toHaveCount(54);
  });

  test('the report view shows the total and a pie and a histogram per select column', async ({ page }) => {
    await chooseMenuItem(page, 'View', 'Report');
    await expect(page.getByTestId('report-total')).toHaveText('42');
    const cards = page.getByTestId('report-column');
    await expect(cards).toHaveCount(3);
    await expect(cards.getByRole('heading')).toHaveText(['Type', 'Priority', 'Status']);
    for (const card of await cards.all()) {
      await expect(card.getByRole('img', { name: /^Pie chart of / })).toBeVisible();
      await expect(card.getByRole('img', { name: /^Histogram of / })).toBeVisible();
      await expect(card.locator('.recharts-pie-sector').first()).toBeVisible();
      await expect(card.locator('.recharts-bar-rectangle').first()).toBeVisible();
    }
    // Shares are of the 42 requirements: chapters, context and comments are not counted.
    await expect(page.getByRole('table', { name: 'Values of Type' }).getByRole('row').nth(1)).toContainText(
      'requirement42100%',
    );
    await expect(cards.first().locator('.recharts-pie-sector path').first()).toHaveAttribute(
      'fill',
      '#4E79A7',
    );
    await saveScreenshot(page, 'report');
    await expectAccessible(page);
  });

  test('the properties panel edits the row selected in the document view', async ({ page }) => {
    await chooseMenuItem(page, 'View', 'Document');
    await showPropertiesPanel(page);
    const panel = page.getByTestId('side-panel');
    await expect(panel).toContainText('Select a requirement to see its properties.');

    await entry(page, SECOND_REQUIREMENT).locator('.doc-entry__gutter').click();
    await expect(panel.getByTestId('properties-row-id')).toHaveText('tf-006');
    await expect(panel.getByLabel('ID', { exact: true })).toHaveValue('TF-002');
    await expect(panel.getByRole('combobox', { name: 'Priority' })).toHaveValue('Must');

    await panel.getByRole('combobox', { name: 'Priority' }).selectOption('Could');
    const description = panel.getByLabel('Requirement', { exact: true });
    await description.fill(
      'When a person signs up, the system shall send a verification email within 30 seconds.',
    );
    await description.blur();
    await expect(
      page.getByRole('button', {
        name: 'When a person signs up, the system shall send a verification email within 30 seconds.',
      }),
    ).toBeVisible();
    await saveScreenshot(page, 'properties');
    await expectAccessible(page);

    await chooseMenuItem(page, 'View', 'Report');
    await expect(page.getByRole('table', { name: 'Values of Priority' })).toContainText('Could');
  });
});
