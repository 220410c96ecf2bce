// The suite's mail catcher, started by playwright.config.ts beside the main server: the local SMTP server
// that receives the server's mail (SMTP_URL) and a small HTTP API on which every worker waits for a mail.
import { createServer } from 'node:http';
import { startTestSmtpServer } from '../../packages/server/src/test/smtp-server';
import { e2eMailApiPort, e2eSmtpPort } from './mail-ports';

const smtp = await startTestSmtpServer({ port: e2eSmtpPort });

const api = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/health') {
    response.end('ok');
    return;
  }
  if (url.pathname !== '/mail') {
    response.writeHead(404).end();
    return;
  }
  // GET /mail?to=<address>&subject=<start of the subject>&timeoutMs=<ms>: the first such mail, or 404.
  const wanted = (url.searchParams.get('to') ?? '').toLowerCase();
  const subject = url.searchParams.get('subject') ?? '';
  const timeoutMs = Number(url.searchParams.get('timeoutMs') ?? 15_000);
  smtp
    .waitFor(
      (mail) => mail.subject.startsWith(subject) && mail.to.some((to) => to.toLowerCase() === wanted),
      timeoutMs,
    )
    .then(
      (mail) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ to: mail.to, raw: mail.raw }));
      },
      () => response.writeHead(404).end(),
    );
});
api.listen(e2eMailApiPort, '127.0.0.1');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    api.close();
    void smtp.close().then(() => process.exit(0));
  });
}
