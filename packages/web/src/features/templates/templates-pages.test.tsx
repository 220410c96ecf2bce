import { EXAMPLES, TEMPLATES } from '@specwright/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSpecFilesStore } from '../../state/spec-files';
import { initialTabSet, selectActiveTab, useTabSetStore } from '../../state/tab-set';
import { downloadBlob } from '../files/download';
import { ExamplesPage } from './ExamplesPage';
import { TemplatesPage } from './TemplatesPage';

vi.mock('../files/download', () => ({ downloadBlob: vi.fn(), canDownloadFiles: () => true }));

const spec = { columns: [{ field: 'description', headerName: 'Requirement' }], rows: [{ id: 'a' }] };
const jsonResponse = (value: unknown) =>
  new Response(JSON.stringify(value), { status: 200, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  useSpecFilesStore.setState({ specs: {} });
  useTabSetStore.setState(initialTabSet());
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(downloadBlob).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const card = (name: string) => screen.getByRole('listitem', { name });
const requestedPath = (call = 0) => String(fetchMock.mock.calls[call]?.[0]);

describe('TemplatesPage', () => {
  it('shows the four templates with Use it now and Download', () => {
    render(<TemplatesPage />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    for (const template of TEMPLATES) {
      const item = card(template.title);
      expect(item.textContent).toContain(template.description);
      expect(within(item).getByRole('button', { name: 'Use it now' })).toBeTruthy();
      expect(within(item).getByRole('button', { name: 'Download' })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Request a Template' })).toBeTruthy();
  });

  it('Use it now loads the template and opens it as a spec tab titled after it', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<TemplatesPage />);
    await user.click(within(card('SaaS landing page')).getByRole('button', { name: 'Use it now' }));
    expect(requestedPath()).toBe('/template/saas-landing-page.json');
    expect(card('SaaS landing page').getAttribute('aria-busy')).toBe('true');
    expect(within(card('SaaS landing page')).getByRole('button', { name: 'Opening…' })).toBeTruthy();
    answer(jsonResponse(spec));
    await vi.waitFor(() =>
      expect(selectActiveTab(useTabSetStore.getState())).toMatchObject({
        type: 'spec',
        title: 'SaaS landing page',
      }),
    );
    const fileId = selectActiveTab(useTabSetStore.getState())?.requirementFileId ?? '';
    expect(useSpecFilesStore.getState().specs[fileId]?.edit.file.data).toHaveLength(1);
  });

  it('shows the load error on the card', async () => {
    fetchMock.mockRejectedValue(new TypeError('network down'));
    const user = userEvent.setup();
    render(<TemplatesPage />);
    await user.click(within(card('Blank spec')).getByRole('button', { name: 'Use it now' }));
    expect((await within(card('Blank spec')).findByRole('alert')).textContent).toBe(
      'Failed to load the file. Please try again.',
    );
    expect(within(card('SaaS landing page')).queryByRole('alert')).toBeNull();
    expect(useTabSetStore.getState().tabs).toHaveLength(1);
  });

  it('explains a template whose content is not a spec', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ rows: [] }));
    const user = userEvent.setup();
    render(<TemplatesPage />);
    await user.click(within(card('Blank spec')).getByRole('button', { name: 'Use it now' }));
    expect((await within(card('Blank spec')).findByRole('alert')).textContent).toBe(
      "Invalid JSON format: Missing 'columns' or 'rows'.",
    );
  });

  it('Download saves the template JSON under its file name', async () => {
    fetchMock.mockResolvedValue(jsonResponse(spec));
    const user = userEvent.setup();
    render(<TemplatesPage />);
    await user.click(within(card('Score analysis page')).getByRole('button', { name: 'Download' }));
    await vi.waitFor(() => expect(downloadBlob).toHaveBeenCalled());
    const [blob, name] = vi.mocked(downloadBlob).mock.calls[0] as [Blob, string];
    expect(name).toBe('score-analysis-page.json');
    expect(JSON.parse(await blob.text())).toEqual(spec);
    expect(useTabSetStore.getState().tabs).toHaveLength(1);
  });
});

describe('ExamplesPage', () => {
  it('lists the examples; Import opens one from its own address', async () => {
    fetchMock.mockResolvedValue(jsonResponse(spec));
    const user = userEvent.setup();
    render(<ExamplesPage />);
    const example = EXAMPLES[0];
    if (!example) throw new Error('no example');
    const item = card(example.title);
    expect(within(item).queryByRole('button', { name: 'Download' })).toBeNull();
    await user.click(within(item).getByRole('button', { name: 'Import' }));
    expect(requestedPath()).toBe(`/${example.fileName}`);
    await vi.waitFor(() =>
      expect(selectActiveTab(useTabSetStore.getState())).toMatchObject({ title: example.title }),
    );
  });
});
