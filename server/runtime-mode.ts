// The start commands (`npm start`, `npm run serve`, `npm run worker`) run in production unless
// NODE_ENV says otherwise; `npm run dev` passes --dev and runs in development. Imported first by each
// entry, before anything that loads React: React picks its production or development build from
// process.env.NODE_ENV when it is first loaded, so the mode must be settled before that.

/** NODE_ENV when given, else development for `--dev` and production for everything else. */
export function startMode(argv: readonly string[], nodeEnv: string | undefined): string {
  if (nodeEnv) return nodeEnv;
  return argv.includes('--dev') ? 'development' : 'production';
}

process.env.NODE_ENV = startMode(process.argv, process.env.NODE_ENV);
