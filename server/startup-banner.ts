// What `npm start` shows once the site listens: one line with the address to open, whatever the log
// level or format (issue 20, point 8). Wildcard hosts are shown as localhost, the address a browser
// on the same machine opens. After a restart by the supervisor (decision 0061) the line says which.
export function siteReadyLine(host: string, port: number, mode: string, restarts = 0): string {
  const shown = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return restarts > 0 ? `Site ready again: http://${shown}:${port} (${mode} mode, restart ${restarts})` : `Site ready: http://${shown}:${port} (${mode} mode)`;
}
