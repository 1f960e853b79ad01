// A loader's service call whose not-found error (server/http/errors.ts: `notFound`, code 404) becomes
// the 404 page; any other error goes on as it was. The one place that maps the two.
import { data } from 'react-router';

export async function orNotFoundPage<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 404) throw data(null, { status: 404 });
    throw error;
  }
}
