import { afterAll, beforeAll, expect, it } from 'vitest';
import { SESSION_CHANNEL } from '../auth/session-cache.js';
import { sharedListener } from '../db/shared-listener.js';
import { describeEachDatabase } from '../test/database.js';
import { type AnswerCache, createAnswerCache } from './answer-cache.js';

describeEachDatabase('the answer cache', (database) => {
  let answers: AnswerCache;
  let other: AnswerCache;
  beforeAll(async () => {
    const notices = sharedListener(database());
    answers = await createAnswerCache(notices);
    other = await createAnswerCache(notices);
  });
  afterAll(async () => {
    await answers.stop();
    await other.stop();
  });

  const announce = async (notice: string) => {
    await database().executeSql('select pg_notify($1, $2)', [SESSION_CHANNEL, notice]);
    await answers.settle();
  };

  it('asks once for requests that miss together, then keeps the answer until it is announced changed', async () => {
    let asked = 0;
    const compute = async () => ({ asked: ++asked });
    const together = await Promise.all([1, 2, 3].map(() => answers.answer('a', ['x:1'], compute)));
    expect(together).toEqual(Array(3).fill('{"asked":1}'));
    expect(await answers.answer('a', ['x:1'], compute)).toBe('{"asked":1}');
    await announce('x:2');
    expect(await answers.answer('a', ['x:1'], compute)).toBe('{"asked":1}');
    await announce('x:1');
    expect(await answers.answer('a', ['x:1'], compute)).toBe('{"asked":2}');
  });

  it('keeps nothing a look-up found while a change was announced, and shares no look-up across one', async () => {
    let asked = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = async () => {
      asked += 1;
      const mine = asked;
      await gate;
      return { asked: mine };
    };
    const before = answers.answer('b', ['y:1'], slow);
    await announce('y:1');
    const after = answers.answer('b', ['y:1'], slow);
    release();
    expect([await before, await after]).toEqual(['{"asked":1}', '{"asked":2}']);
    expect(asked).toBe(2);
    expect(answers.holds('y:1')).toBe(true);
    expect(await answers.answer('b', ['y:1'], slow)).toBe('{"asked":2}');
  });

  it('shares one listening connection: both caches hear the same announcements', async () => {
    await other.answer('c', ['z:1'], async () => 1);
    expect(other.holds('z:1')).toBe(true);
    await announce('z:1');
    expect(other.holds('z:1')).toBe(false);
  });
});
