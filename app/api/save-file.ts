// Hands the browser a file fetched with `api.download` (the staff token goes in a header, so a plain
// link cannot fetch it): an object URL clicked, then released once the download has surely started.
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
