// At start the web process and the worker say at once when the CRISPR-Net weights cannot be read
// (issue 20, point 8): otherwise the first scoring job is where a wrong CRISPR_NET_DIR shows, hours
// later, as a failed job. A warning, not a refusal: every other page works without the weights.
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { WEIGHTS_FILE } from 'crispr-net';

/** The warning to log, or null when the weights file is readable. */
export async function crisprWeightsWarning(dir: string): Promise<string | null> {
  const file = path.join(dir, WEIGHTS_FILE);
  try {
    await access(file, constants.R_OK);
    return null;
  } catch {
    return `CRISPR-Net weights not readable at ${file}: scoring jobs will fail until CRISPR_NET_DIR names the folder holding ${WEIGHTS_FILE}`;
  }
}
