// A title or snippet with the searched words in <mark>. Every part is a React text node, so markup in
// the content shows as text and only the matches are wrapped (decision 0072): no HTML is built here.
import { Fragment } from 'react';
import { highlightParts } from '../../../contracts/search-highlight.ts';

export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightParts(text, terms).map((part, index) =>
        part.match ? (
          <mark key={index} className="search-mark">
            {part.text}
          </mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
