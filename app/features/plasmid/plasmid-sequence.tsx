// The sequence block: the bases in groups of ten with the position of each line's first base, a copy
// button and the FASTA / GenBank downloads (named by item number by the server). The groups are one
// grid, six to a line on wide screens and three on phones; positions are drawn by CSS from data-pos,
// so selecting and copying the text gives bases and spaces only.
import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { PlainButton } from '../../components/plain-button.tsx';
import { plasmidDownloadHref } from '../../../contracts/api/plasmid-download.ts';
import { useT } from '../../i18n/use-t.ts';

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

/** `preview`: the token of the page's preview link, passed on to the downloads (a hidden plasmid's files need it). */
export function PlasmidSequence({ id, itemNo, sequence, preview = null }: { id: number; itemNo: string; sequence: string; preview?: string | null }) {
  const t = useT();
  const copy = async () => {
    const copied = await copyText(sequence);
    const { showCopyNotice } = await import('./copy-notice.ts');
    showCopyNotice(copied, copied ? t('catalogue.copied', { length: sequence.length }) : t('catalogue.copyFailed'));
  };
  return (
    <div className="plasmid-sequence">
      <div className="plasmid-sequence__toolbar">
        <span className="plasmid-sequence__length">
          {t('catalogue.lengthBefore')}
          <strong>{sequence.length}</strong> bp
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
        {sequenceGroups(sequence).map((group) => (
          <span key={group.position} className="plasmid-sequence__group" data-pos={group.position}>
            {group.bases}{' '}
          </span>
        ))}
      </div>
    </div>
  );
}
