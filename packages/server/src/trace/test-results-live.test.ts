import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/database.js';
import { liveRoom } from '../test/live-room.js';
import { importXmlFromCi } from '../test/test-results.js';

describeEachDatabase('test results on the live channel', (database) => {
  const room = liveRoom(database);
  const { joined } = room;

  it('tells every connection in the spec when a run is imported, from CI too', async () => {
    const viewer = await joined(room.team.members.viewer);
    const imported = await importXmlFromCi(room.team.members.editor, room.team.specId);
    expect(imported.statusCode, imported.body).toBe(201);
    expect(await viewer.next('tests')).toEqual({ t: 'tests', specId: room.team.specId });
  });
});
