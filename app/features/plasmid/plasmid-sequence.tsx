// The sequence block: the bases in groups of ten with the position of each line's first base, a copy
// button and the FASTA / GenBank downloads (named by item number by the server). The groups are one
// grid, six to a line on wide screens and three on phones; positions are drawn by CSS from data-pos,
// so selecting and copying the text gives bases and spaces only. The server sends the first bases only
// (full-sequence.ts); "show all" and the copy button fetch the rest.
import { useState } from 'react';
import { CopyOutlined, DownloadOutlined } from '../../components/plain-icons.tsx';
import { PlainButton } from '../../components/plain-button.tsx';
import { plasmidDownloadHref } from '../../../contracts/api/plasmid-download.ts';
import { useT } from '../../i18n/use-t.ts';
import { loadSequence, useFullSequence, type SequenceSource } from './full-sequence.ts';

export const GROUP = 10;

/** The sequence cut into groups of ten, each with the 1-based position of its first base. */
export function sequenceGroups(sequence: string): Array<{ position: number; bases: string }> {
  const groups: Array<{ position: number; bases: string }> = [];
  for (let i = 0; i < sequence.length; i += GROUP) groups.push({ position: i + 1, bases: sequence.slice(i, i + GROUP) });
  return groups;
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // The clipboard API needs a secure context; plain-HTTP installs fall back to a selected textarea.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const done = document.execCommand('copy');
    area.remove();
    return done;
  }
}

/** `source`: the bases the page has and where the rest comes from (its preview token goes to the downloads too). */
export function PlasmidSequence({ source, itemNo }: { source: SequenceSource; itemNo: string }) {
  const t = useT();
  const [attempt, setAttempt] = useState(0);
  const full = useFullSequence(source, attempt);
  const shown = full.sequence ?? source.head;
  const notice = async (ok: boolean, text: string) => {
    const { showCopyNotice } = await import('./copy-notice.ts');
    showCopyNotice(ok, text);
  };
  const copy = async () => {
    // The map has usually fetched the whole sequence by now; the copy shares that request.
    const sequence = await loadSequence(source).catch(() => null);
    if (sequence === null) return notice(false, t('catalogue.sequenceLoadFailed'));
    const copied = await copyText(sequence);
    return notice(copied, copied ? t('catalogue.copied', { length: sequence.length }) : t('catalogue.copyFailed'));
  };
  const { id, preview } = source;
  return (
    <div className="plasmid-sequence">
      <div className="plasmid-sequence__toolbar">
        <span className="plasmid-sequence__length">
          {t('catalogue.lengthBefore')}
          <strong>{source.length}</strong> bp
        </span>
        <PlainButton icon={<CopyOutlined aria-hidden />} onClick={() => void copy()} data-testid="plasmid-copy">
          {t('catalogue.copySequence')}
        </PlainButton>
        <a className="button" href={plasmidDownloadHref(id, 'fasta', preview)} download={`${itemNo}.fasta`} data-testid="plasmid-download-fasta">
          <DownloadOutlined aria-hidden /> {t('catalogue.download', { format: 'FASTA' })}
        </a>
        <a className="button" href={plasmidDownloadHref(id, 'genbank', preview)} download={`${itemNo}.gb`} data-testid="plasmid-download-genbank">
          <DownloadOutlined aria-hidden /> {t('catalogue.download', { format: 'GenBank' })}
        </a>
      </div>
      <div className="plasmid-sequence__text" role="region" aria-label={t('catalogue.sequenceRegion', { itemNo })} tabIndex={0} data-testid="plasmid-sequence">
        {sequenceGroups(shown).map((group) => (
          <span key={group.position} className="plasmid-sequence__group" data-pos={group.position}>
            {group.bases}{' '}
          </span>
        ))}
      </div>
      {shown.length < source.length ? (
        <div className="plasmid-sequence__more">
          <PlainButton onClick={() => setAttempt((n) => n + 1)} data-testid="plasmid-sequence-all">
            {t('catalogue.showWholeSequence', { length: source.length })}
          </PlainButton>
          {full.failed ? (
            <span className="plasmid-sequence__error" role="alert">
              {t('catalogue.sequenceLoadFailed')}
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
