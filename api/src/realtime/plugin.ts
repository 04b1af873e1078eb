import fp from 'fastify-plugin';
import broadcastingAuthRoutes from './broadcasting-auth.routes';
import { Broadcaster } from './broadcaster';
import { bridgeRegistrationEvents } from './registration-bridge';

/**
 * The HTTP side of real time: `app.broadcaster` for route handlers, POST /broadcasting/auth,
 * and registration changes turned into Echo events. The WebSocket server itself runs beside
 * the HTTP server: server.ts starts it and calls `app.broadcaster.attach(realtime)`.
 */
export default fp(
  async (app) => {
    const broadcaster = new Broadcaster(app.log);
    app.decorate('broadcaster', broadcaster);
    const unbridge = bridgeRegistrationEvents(broadcaster);
    app.addHook('onClose', async () => {
      unbridge();
      broadcaster.detach();
    });
    await app.register(broadcastingAuthRoutes);
  },
  { name: 'realtime', dependencies: ['auth'] },
);
