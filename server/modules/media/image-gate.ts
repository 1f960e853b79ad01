// How many pictures this process decodes at once. Decoding costs by pixels (a 16-bit PNG of 461 kB
// took 14.8 s and four at once 770 MB), and the memory is the process's, so the bound is per process:
// one picture at a time, the next few waiting their turn in order (an editor's second upload should
// wait, not fail), and past those a refusal at once (429), since every waiting call holds its file.
import { MEDIA_MESSAGES } from '../../../contracts/media.ts';
import { tooMany } from '../../http/errors.ts';

export const IMAGES_AT_ONCE = 1;
export const IMAGES_WAITING = 4;

/** `refusal`: the error past the waiting places (the proforma invoice's renderer uses the gate too, with its own message). */
export function createImageGate(atOnce: number, maxWaiting: number, refusal: () => Error = () => tooMany(MEDIA_MESSAGES.busy)) {
  let running = 0;
  let mostAtOnce = 0;
  const waiting: (() => void)[] = [];

  return {
    /** Runs `work` when a place is free (in arrival order), or refuses when too many already wait. */
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running < atOnce) {
        running += 1;
      } else {
        if (waiting.length >= maxWaiting) throw refusal();
        // The place is handed over by the one leaving (running stays counted), so nobody can slip in between.
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      mostAtOnce = Math.max(mostAtOnce, running);
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
    get running(): number {
      return running;
    },
    get waiting(): number {
      return waiting.length;
    },
    /** The most pieces of work that ever ran at once (what a test observes). */
    get mostAtOnce(): number {
      return mostAtOnce;
    },
  };
}

export type ImageGate = ReturnType<typeof createImageGate>;

/** This process's gate, shared by every image upload. */
export const imageGate = createImageGate(IMAGES_AT_ONCE, IMAGES_WAITING);
