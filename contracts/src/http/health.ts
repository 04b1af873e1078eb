import { z } from 'zod';

/** GET /health: whether the API and its database answer (load balancers, `npm start`). */
export const healthSchema = {
  summary: 'Liveness and database check',
  tags: ['system'],
  response: {
    200: z.object({
      status: z.literal('success'),
      data: z.object({ database: z.literal('up'), driver: z.enum(['sqlite', 'postgresql']), uptime_s: z.number().int() }),
    }),
    503: z.object({
      status: z.literal('error'),
      data: z.object({ database: z.literal('down'), driver: z.enum(['sqlite', 'postgresql']), uptime_s: z.number().int() }),
    }),
  },
};
