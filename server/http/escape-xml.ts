// Text placed inside XML or SVG markup (the sitemap, the generated demo pictures).

/** Escapes the five XML special characters. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}
