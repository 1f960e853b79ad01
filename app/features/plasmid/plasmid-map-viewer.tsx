// The interactive map itself: SeqViz drawing the circular or linear map from the sequence and its
// annotated features. Loaded only in the browser (see plasmid-map.tsx): SeqViz measures the page and
// is large, so neither the server render nor other pages carry it.
import { useMemo } from 'react';
import { SeqViz } from 'seqviz';
import type { PlasmidFeatureDto } from '../../../contracts/api/plasmid.ts';

export interface PlasmidMapViewerProps {
  name: string;
  sequence: string;
  features: readonly PlasmidFeatureDto[];
  viewer: 'circular' | 'linear';
}

export default function PlasmidMapViewer({ name, sequence, features, viewer }: PlasmidMapViewerProps) {
  // Stored positions are 1-based and inclusive; SeqViz counts from 0 with an exclusive end.
  const annotations = useMemo(
    () =>
      features.map((f) => ({
        name: f.name,
        start: Math.max(0, f.start - 1),
        end: f.end,
        direction: f.direction,
        color: f.color,
      })),
    [features],
  );
  return (
    <SeqViz
      name={name}
      seq={sequence}
      annotations={annotations}
      viewer={viewer}
      primers={[]}
      showComplement={viewer === 'linear'}
      // The site's CSP and Chinese networks both rule out Google Fonts; the monospace stack is ours.
      disableExternalFonts
      rotateOnScroll={false}
      zoom={{ linear: 50 }}
      style={{ height: '100%', width: '100%' }}
    />
  );
}
