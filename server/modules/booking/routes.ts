// The booking call of service pages (contracts/api/booking.ts). Rate-limited per address on top of
// the SMS code it needs.
import type { FastifyInstance } from 'fastify';
import { bookingApi } from '../../../contracts/api/booking.ts';
import { apiRoute } from '../../http/api-route.ts';

export async function bookingRoutes(app: FastifyInstance): Promise<void> {
  apiRoute(app, bookingApi.add, {
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: (input, { request, user }) => app.services.bookings.add(input, { uid: user?.id ?? null, ip: request.ip }),
  });
}
