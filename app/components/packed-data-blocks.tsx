// The data blocks of the page's packed loader data (app/page-assembly/packed-data.ts): one
// `<script type="application/json">` per value the loaders sent by name. The server writes their text;
// the browser renders the same elements without it (React keeps the server's text when hydrating), and
// reads them when a component unpacks its data. Not run as scripts, so they need no nonce.
import { useMatches } from 'react-router';
import { blockId, blockTextOf, isPackedBlock } from '../page-assembly/packed-data.ts';

export function PackedDataBlocks() {
  const blocks = [];
  for (const match of useMatches()) {
    const data = match.loaderData;
    if (typeof data !== 'object' || data === null) continue;
    for (const value of Object.values(data)) {
      if (!isPackedBlock(value)) continue;
      blocks.push(
        <script
          key={value.packedBlock}
          type="application/json"
          id={blockId(value.packedBlock)}
          dangerouslySetInnerHTML={{ __html: blockTextOf(value) ?? '' }}
          suppressHydrationWarning
        />,
      );
    }
  }
  return blocks;
}
