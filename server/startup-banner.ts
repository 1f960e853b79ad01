// What `npm start` shows once the site listens: one line with the address to open, whatever the log
// level or format (issue 20, point 8). Wildcard hosts are shown as localhost, the address a browser
// on the same machine opens.
export function siteReadyLine(host: string, port: number, mode: string): string {
  const shown = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `Site ready: http://${shown}:${port} (${mode} mode)`;
}
