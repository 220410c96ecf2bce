import { conversationListSchema } from '@specwright/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { conversations as conversationsTable } from '../db/schema.js';
import { buildAssistantTestApp } from '../test/assistant.js';
import { signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { scriptedModel } from '../test/scripted-model.js';
import { conversationsService, MAX_LISTED_CONVERSATIONS } from './conversations-service.js';

describeEachDatabase('conversation list', (database) => {
  let app: App;
  beforeAll(async () => {
    app = await buildAssistantTestApp(database(), { assistantModel: scriptedModel().model });
  });
  afterAll(async () => {
    await app.close();
  });

  it(`lists the newest ${MAX_LISTED_CONVERSATIONS} conversations only`, async () => {
    const user = await signUpNewUser(app, 'talkative');
    const service = conversationsService({ db: database().db });
    for (let day = 1; day <= MAX_LISTED_CONVERSATIONS + 5; day++) {
      const created = await service.create(user.id, 'spec', `day ${day}`);
      await database()
        .db.update(conversationsTable)
        .set({ updatedAt: new Date(Date.UTC(2025, 0, day)) })
        .where(eq(conversationsTable.id, created.id));
    }
    const response = await user.client.get('/api/chat/conversations?documentId=spec');
    expect(response.statusCode).toBe(200);
    const titles = conversationListSchema.parse(response.json()).conversations.map((c) => c.title);
    expect(titles).toHaveLength(MAX_LISTED_CONVERSATIONS);
    expect(titles[0]).toBe(`day ${MAX_LISTED_CONVERSATIONS + 5}`);
    expect(titles.at(-1)).toBe('day 6');
  });
});
