import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/database.js';

describeEachDatabase('executeSql (the pg-boss adapter)', (database) => {
  it('runs one statement with parameters', async () => {
    const { rows } = await database().executeSql('select $1::int + $2::int as sum', [2, 3]);
    expect(rows).toEqual([{ sum: 5 }]);
  });

  it('runs several statements without parameters and answers the last one', async () => {
    const { rows } = await database().executeSql(
      'create temporary table sql_adapter_check (n int); insert into sql_adapter_check values (7); select n from sql_adapter_check; drop table sql_adapter_check',
    );
    expect(rows).toEqual([]);
    const last = await database().executeSql('select 1 as one; select 2 as two');
    expect(last.rows).toEqual([{ two: 2 }]);
  });

  it('runs a transaction block as pg-boss sends it', async () => {
    const { rows } = await database().executeSql(
      'BEGIN; SET LOCAL lock_timeout = 1000; SELECT 42 AS answer; COMMIT;',
    );
    expect(rows).toEqual([]);
    const after = await database().executeSql('select 42 as answer');
    expect(after.rows).toEqual([{ answer: 42 }]);
  });
});
