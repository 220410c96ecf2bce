/**
 * The yardstick of the HTTP benchmark: a bare Fastify server answering GET /api/config with the JSON in
 * BARE_BODY (what the real server answered), and /api/health with 200. Run as a child process.
 */
import Fastify from 'fastify';

const body: unknown = JSON.parse(process.env.BARE_BODY ?? '{}');
const app = Fastify({ logger: false });
app.get('/api/config', async () => body);
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
