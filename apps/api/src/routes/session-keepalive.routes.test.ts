import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORDS } from '@portal/server-demo-data';
import { openTestDatabases } from '@portal/server-db/testing';
import { startPortalServer, type PortalServer } from '../testing/portal-server';

const MINUTE = 60_000;

// Issue 19 §Time: the browser warns two minutes before the idle end; 继续使用 keeps the session alive.
for (const target of openTestDatabases()) {
  describe(`issue 19: POST /web/login/session (继续使用) on ${target.name}`, () => {
    let server: PortalServer;
    beforeEach(async () => {
      server = await startPortalServer(target);
    });
    afterEach(async () => {
      await server.close();
    });

    const keepAlive = (token?: string) => server.api('POST', '/web/login/session', {}, token);
    const me = async (token: string) => (await server.get('/web/login/me', token)).status;

    it('says when the session ends, and restarts its idle time from now', async () => {
      const { token } = await server.signIn('account', 'admin', DEMO_PASSWORDS.admin);
      const first = await keepAlive(token);
      expect(first.statusCode).toBe(200);
      const times = first.json().data as { idleExpiresAt: number; absoluteExpiresAt: number; now: number };
      expect(times).toEqual({ now: server.clock.now, idleExpiresAt: server.clock.now + 30 * MINUTE, absoluteExpiresAt: expect.any(Number) });
      expect(times.absoluteExpiresAt).toBeGreaterThan(times.idleExpiresAt);

      // 28 minutes idle (the warning shows at 28), then 继续使用: another 30 minutes from now.
      server.clock.now += 28 * MINUTE;
      const kept = (await keepAlive(token)).json().data as { idleExpiresAt: number };
      expect(kept.idleExpiresAt).toBe(server.clock.now + 30 * MINUTE);
      server.clock.now += 29 * MINUTE;
      expect(await me(token)).toBe(200);
    });

    it('without it the session ends at the idle time, and keeping it alive then is too late', async () => {
      const { token } = await server.signIn('account', 'admin', DEMO_PASSWORDS.admin);
      server.clock.now += 30 * MINUTE;
      expect(await me(token)).toBe(401);
      const late = await keepAlive(token);
      expect(late.statusCode).toBe(401);
      expect(late.json()).toMatchObject({ code: expect.any(Number), msg: expect.stringMatching(/登录/) });
    });

    it('never past the absolute end, and refuses a request without a session', async () => {
      const { token } = await server.signIn('account', 'admin', DEMO_PASSWORDS.admin);
      let times = (await keepAlive(token)).json().data as { idleExpiresAt: number; absoluteExpiresAt: number };
      const { absoluteExpiresAt } = times;
      // Kept alive every 25 minutes, the idle end reaches the absolute end and stops there.
      while (server.clock.now + 25 * MINUTE < absoluteExpiresAt) {
        server.clock.now += 25 * MINUTE;
        times = (await keepAlive(token)).json().data as typeof times;
        expect(times.idleExpiresAt).toBeLessThanOrEqual(absoluteExpiresAt);
      }
      expect(times.idleExpiresAt).toBe(absoluteExpiresAt);
      server.clock.now = absoluteExpiresAt;
      expect((await keepAlive(token)).statusCode).toBe(401);
      expect((await keepAlive()).statusCode).toBe(401);
    });
  });
}
