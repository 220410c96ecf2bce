import { describe, expect, it } from 'vitest';
import { execute, startEditing, undo } from '../history.js';
import { sampleFile } from '../test/fixtures.js';
import { applyCommand } from './apply.js';
import { applyScoresCommand } from './score-columns.js';

const result = (id: string, score: number) => ({
  id,
  score,
  score_description: `desc ${id}`,
  score_suggestion: `sugg ${id}`,
});

describe('applyScoresCommand', () => {
  it('adds the three score columns and fills them per row id', () => {
    const file = sampleFile();
    const next = applyCommand(file, applyScoresCommand(file, [result('r2', 10), result('r1', 85)]));
    expect(next.columns.map((c) => c.field)).toEqual([
      'description',
      'this_is_a',
      'score',
      'score_description',
      'score_suggestion',
    ]);
    expect(next.columnOrder).toEqual([
      'description',
      'score',
      'this_is_a',
      'score_description',
      'score_suggestion',
    ]);
    expect(next.data[0]).toMatchObject({
      score: 85,
      score_description: 'desc r1',
      score_suggestion: 'sugg r1',
    });
    expect(next.data[1]).toMatchObject({ score: 10, score_description: 'desc r2' });
    expect(next.data[2]).toMatchObject({ score: '', score_description: '' });
  });

  it('reuses existing score columns, shows hidden ones and ignores unknown ids', () => {
    const file = sampleFile();
    const once = applyCommand(file, applyScoresCommand(file, [result('r1', 20)]));
    const hidden = applyCommand(once, { type: 'hideColumns', fields: ['score'] });
    const twice = applyCommand(hidden, applyScoresCommand(hidden, [result('r1', 90), result('ghost', 5)]));
    expect(twice.columns).toHaveLength(5);
    expect(twice.hiddenColumns).not.toContain('score');
    expect(twice.data[0]?.score).toBe(90);
    expect(twice.data.some((row) => row.id === 'ghost')).toBe(false);
  });

  it('keeps a score column where the user moved it', () => {
    const file = sampleFile();
    const once = applyCommand(file, applyScoresCommand(file, [result('r1', 20)]));
    const moved = applyCommand(once, { type: 'moveColumn', field: 'score', toIndex: 4 });
    const twice = applyCommand(moved, applyScoresCommand(moved, [result('r1', 90)]));
    expect(twice.columnOrder.at(-1)).toBe('score');
  });

  it('leaves the score cells of chapter, context and comment rows empty', () => {
    const scored = applyCommand(sampleFile(), applyScoresCommand(sampleFile(), [result('r1', 50)]));
    const chapter = applyCommand(scored, {
      type: 'editCell',
      rowId: 'r1',
      field: 'this_is_a',
      value: 'chapter',
    });
    const next = applyCommand(chapter, applyScoresCommand(chapter, [result('r1', 60), result('r2', 70)]));
    expect(next.data[0]).toMatchObject({ score: '', score_description: '', score_suggestion: '' });
    expect(next.data[1]?.score).toBe(70);
  });

  it('is one undo step', () => {
    const file = sampleFile();
    const applied = execute(startEditing(file), applyScoresCommand(file, [result('r1', 50)]));
    expect(applied.past).toHaveLength(1);
    expect(undo(applied).file).toBe(file);
  });
});
