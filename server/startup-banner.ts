// What `npm start` shows once the site listens: one line with the address to open, whatever the log
// level or format (issue 20, point 8). Wildcard hosts are shown as localhost, the address a browser
// on the same machine opens. After a restart by the supervisor (decision 0061) the line says which.
export function siteReadyLine(host: string, port: number, mode: string, restarts = 0): string {
  const shown = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return restarts > 0 ? `Site ready again: http://${shown}:${port} (${mode} mode, restart ${restarts})` : `Site ready: http://${shown}:${port} (${mode} mode)`;
}

/** What a start on a port another program holds prints instead of a stack (issue 37, point 3). */
export function portInUseLine(port: string | undefined): string {
  const shown = port || '3000';
  const other = String(Number(shown) + 1);
  return `Port ${shown} is in use by another program: stop it, or set PORT to a free port (for example PORT=${other} npm start).`;
}
