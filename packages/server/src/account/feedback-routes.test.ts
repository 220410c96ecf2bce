import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { feedback } from '../db/schema.js';
import { useAppWithMailServer } from '../test/app.js';
import { signUpNewUser, TestClient } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';

describeEachDatabase('POST /api/feedback/submit', (database) => {
  const { app: mailApp, smtp: mailServer } = useAppWithMailServer(database, {
    SUPPORT_EMAIL: 'help@specs.example.com',
  });

  const storedWith = (message: string) =>
    database().db.select().from(feedback).where(eq(feedback.message, message));

  it('stores anonymous feedback and emails it to the support address', async () => {
    const message = `The table view is great ${Math.random()}`;
    const response = await new TestClient(mailApp()).post('/api/feedback/submit', {
      name: 'Ada',
      message,
      email: 'anonymous@specwright.local',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Thank you for your feedback.' });
    expect(await storedWith(message)).toEqual([
      expect.objectContaining({
        kind: 'feedback',
        name: 'Ada',
        email: 'anonymous@specwright.local',
        userId: null,
      }),
    ]);
    const mail = await mailServer().waitFor((received) => received.text.includes(message));
    expect(mail.to).toEqual(['help@specs.example.com']);
    expect(mail.subject).toBe('Feedback from Ada');
    expect(mail.header('reply-to')).toBeUndefined();
  });

  it("records a signed-in user's feedback with their id and a reply-to", async () => {
    const user = await signUpNewUser(mailApp(), 'feedback');
    const message = `Please add dark mode ${Math.random()}`;
    const response = await user.client.post('/api/feedback/submit', { message, email: user.email });
    expect(response.statusCode).toBe(200);
    expect((await storedWith(message))[0]).toMatchObject({ userId: user.id, email: user.email, name: null });
    const mail = await mailServer().waitFor((received) => received.text.includes(message));
    expect(mail.header('reply-to')).toBe(user.email);
  });

  it('takes template requests', async () => {
    const description = `A template for mobile apps ${Math.random()}`;
    const response = await new TestClient(mailApp()).post('/api/feedback/submit', {
      kind: 'template-request',
      templateName: 'Mobile app',
      templateDescription: description,
      message: description,
      email: 'pm@example.com',
    });
    expect(response.statusCode).toBe(200);
    expect((await storedWith(description))[0]).toMatchObject({
      kind: 'template-request',
      templateName: 'Mobile app',
      templateDescription: description,
    });
    const mail = await mailServer().waitFor((received) => received.text.includes(description));
    expect(mail.subject).toBe('Template request: Mobile app');
  });

  it("answers the form's messages for invalid input", async () => {
    const cases: Array<[unknown, string]> = [
      [{ message: '   ', email: 'a@example.com' }, 'Message cannot be empty.'],
      [{ email: 'a@example.com' }, 'Message cannot be empty.'],
      [{ message: 'x'.repeat(1001), email: 'a@example.com' }, 'Keep it to 1000 characters or fewer.'],
      [{ kind: 'template-request', templateDescription: 'd' }, 'Template Name cannot be empty.'],
      [{ kind: 'template-request', templateName: 'n' }, 'Template Description cannot be empty.'],
      [{ message: 'hi', email: 'not an email' }, 'Please enter a valid email address.'],
    ];
    for (const [body, message] of cases) {
      const response = await new TestClient(mailApp()).post('/api/feedback/submit', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ error: 'Bad Request', message });
    }
  });

  it('limits each address to 5 submissions a minute', async () => {
    const client = new TestClient(mailApp());
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) {
      statuses.push((await client.post('/api/feedback/submit', { message: `spam ${index}` })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await client.post('/api/feedback/submit', { message: 'more' });
    expect(limited.json()).toEqual({
      error: 'Too Many Requests',
      message: expect.stringMatching(/^Too many requests/),
    });
  });
});
