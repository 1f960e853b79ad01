// Runs once before the browser suite: forgets the previous run's axe marks (page-checks.ts), so every
// page template is scanned again in this run.
import fs from 'node:fs';
import { AXE_SCANNED_DIR } from './page-checks.ts';

export default function globalSetup() {
  fs.rmSync(AXE_SCANNED_DIR, { recursive: true, force: true });
}
