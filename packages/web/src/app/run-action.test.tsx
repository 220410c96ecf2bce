import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toolbar, Tooltip } from 'radix-ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appActions, runAction } from '../actions/app-actions';
import { trackEvent } from '../analytics/track-event';
import { registerFilePicker } from '../features/files/file-picker';
import { useNoticeStore } from '../state/notices';
import { useSpecFilesStore } from '../state/spec-files';
import { specFileFixture } from '../test/spec-fixture';
import type { MenuDefinition } from './menubar/menu-definitions';
import { NoticeToast } from './notices/NoticeToast';
import { ToolbarActionButton } from './toolbar/ToolbarActionButton';

vi.mock('../analytics/track-event', () => ({ trackEvent: vi.fn() }));

beforeEach(() => {
  vi.mocked(trackEvent).mockClear();
  useNoticeStore.setState({ notice: null });
  useSpecFilesStore.setState({ specs: {} });
});

afterEach(() => registerFilePicker(null));

describe('runAction', () => {
  it('records exactly one feature_used event per run of a feature, whatever started it', () => {
    runAction('help.feedback', { source: 'menu' });
    expect(trackEvent).toHaveBeenCalledTimes(1);
    expect(trackEvent).toHaveBeenLastCalledWith('feature_used', { feature: 'send_feedback', source: 'menu' });
    runAction('templates.request', { source: 'button' });
    expect(trackEvent).toHaveBeenCalledTimes(2);
    expect(trackEvent).toHaveBeenLastCalledWith('feature_used', {
      feature: 'request_template',
      source: 'button',
    });
    runAction('qualityReview.enterprise', { source: 'menu' });
    expect(trackEvent).toHaveBeenLastCalledWith('feature_used', {
      feature: 'enterprise_review',
      source: 'menu',
    });
    runAction('panels.chatShown', { source: 'panel' });
    expect(trackEvent).toHaveBeenLastCalledWith('feature_used', { feature: 'chat_panel', source: 'panel' });
    expect(trackEvent).toHaveBeenCalledTimes(4);
  });

  it('names the feature of every dialog and panel whose opening is a use', () => {
    const features = (
      [
        'analyze.score',
        'qualityReview.basic',
        'qualityReview.advanced',
        'qualityReview.enterprise',
        'help.feedback',
        'templates.request',
        'panels.chatShown',
        'panels.agentShown',
      ] as const
    ).map((id) => appActions.get(id)?.feature);
    expect(features).toEqual([
      'score_analysis',
      'basic_review',
      'advanced_review',
      'enterprise_review',
      'send_feedback',
      'request_template',
      'chat_panel',
      'agent_panel',
    ]);
  });

  it('records where a run started: a toolbar button says toolbar', async () => {
    render(
      <Tooltip.Provider>
        <Toolbar.Root>
          <ToolbarActionButton actionId="help.feedback" icon={null} />
        </Toolbar.Root>
      </Tooltip.Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send Feedback…' }));
    expect(trackEvent).toHaveBeenCalledWith('feature_used', { feature: 'send_feedback', source: 'toolbar' });
  });

  it('records nothing for an operation that is not a feature, or one that is disabled', () => {
    runAction('help.about', { source: 'menu' });
    expect(runAction('edit.undo', { source: 'menu' })).toBe(false);
    expect(trackEvent).not.toHaveBeenCalled();
  });

  it('shows a failed action as an error toast', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    registerFilePicker(() => {
      throw new Error('The file chooser could not open.');
    });
    render(<NoticeToast />);
    act(() => {
      expect(runAction('file.open', { source: 'shortcut' })).toBe(false);
    });
    const toast = screen.getByTestId('file-notice');
    expect(within(toast).getByRole('heading').textContent).toBe('Open File failed');
    expect(within(toast).getByRole('listitem').textContent).toBe('The file chooser could not open.');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('passes an action its typed argument', () => {
    useSpecFilesStore.getState().addSpec(specFileFixture(2));
    expect(
      runAction('rows.insert', { source: 'document' }, { fileId: 'f1', anchorId: 'r1', position: 'below' }),
    ).toBe(true);
    const spec = useSpecFilesStore.getState().specs.f1;
    expect(spec?.edit.file.data.map((row) => row.id)).toEqual(['r1', spec?.selectedRowId, 'r2']);
  });

  it('accepts only the ids and arguments of the app actions (checked by the compiler)', () => {
    const typeChecksOnly = () => {
      // @ts-expect-error: no action has this id
      runAction('file.nope', { source: 'menu' });
      // @ts-expect-error: an insertion needs the file, anchor and position
      runAction('rows.insert', { source: 'document' }, { anchorId: 'r1' });
      // @ts-expect-error: the position is 'above' or 'below'
      runAction('rows.insert', { source: 'document' }, { fileId: 'f1', anchorId: null, position: 'left' });
      // @ts-expect-error: an action that takes an argument needs it
      runAction('rows.insert', { source: 'document' });
      // @ts-expect-error: a menu action takes none
      runAction('file.open', { source: 'menu' }, { fileId: 'f1' });
      // @ts-expect-error: the source is one of the known places
      runAction('file.open', { source: 'elsewhere' });
      const menu: MenuDefinition = {
        id: 'file',
        label: 'File',
        // @ts-expect-error: a menu names only actions that exist and take no argument
        entries: ['file.open', 'file.nope', 'rows.insert'],
      };
      return menu;
    };
    expect(typeChecksOnly).toBeTypeOf('function');
  });
});
