// The list's rows: the specification's table (action, name 200, itemNo 150, then the seven
// properties) on wider screens, and one card per plasmid on phones, where ten columns cannot fit.
// Both are in the server HTML; CSS shows one. The table is antd's markup without antd (decision 0041). A row's name opens /plasmidPlatformDetail?listId=.
import { Link } from 'react-router';
import { PlainTable, type PlainColumn } from '../../components/plain-table.tsx';
import type { PlasmidRowLabels } from '../../../contracts/api/plasmid.ts';
import { plasmidDetailHref, type PlasmidListRow as PlasmidRow } from './plasmid-query.ts';
import { rememberListItem } from './plasmid-storage.ts';
import { messageIn } from '../../../contracts/english-messages.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';
import type { Translate } from '../../i18n/translate.ts';
import type { PageLanguage } from '../../../contracts/page-language.ts';

/** The seven property columns: row field (its label in `labels`) and heading (the filter's Chinese title, paired with English). */
export const PROPERTY_COLUMNS: ReadonlyArray<{ key: keyof PlasmidRowLabels; title: string }> = [
  { key: 'plasmidHost', title: '质粒宿主' },
  { key: 'plasmidUsage', title: '质粒用途' },
  { key: 'plasmidFragmentType', title: '片段类型' },
  { key: 'plasmidSpecies', title: '片段物种' },
  { key: 'plasmidNuclearResistance', title: '原核抗性' },
  { key: 'plasmidEukaryoticResistance', title: '真核抗性' },
  { key: 'plasmidFluorescentMarker', title: '荧光标记' },
];

function DetailLink({ row, children, label }: { row: PlasmidRow; children: React.ReactNode; label?: string }) {
  const { to } = useLocale();
  return (
    <Link to={to(plasmidDetailHref(row.id))} onClick={() => rememberListItem(row.id)} aria-label={label}>
      {children}
    </Link>
  );
}

const columnsIn = (t: Translate, lang: PageLanguage): PlainColumn<PlasmidRow>[] => [
  {
    key: 'action',
    title: t('catalogue.action'),
    width: 96,
    cell: (row) => (
      <DetailLink row={row} label={t('catalogue.viewDetailOf', { name: row.name })}>
        {t('catalogue.viewDetail')}
      </DetailLink>
    ),
  },
  {
    key: 'name',
    title: t('catalogue.productName'),
    width: 200,
    cell: (row) => (
      <span className="plasmid-table__name" data-testid="plasmid-row-name">
        <DetailLink row={row}>{row.name}</DetailLink>
      </span>
    ),
  },
  { key: 'itemNo', title: t('catalogue.itemNoShort'), width: 150, cell: (row) => <span data-testid="plasmid-row-item">{row.itemNo}</span> },
  ...PROPERTY_COLUMNS.map((column) => ({
    key: column.key,
    title: messageIn(lang, column.title),
    cell: (row: PlasmidRow) => <span data-column={column.key}>{messageIn(lang, row.labels[column.key])}</span>,
  })),
];

export function PlasmidResults({ rows, busy }: { rows: PlasmidRow[]; busy: boolean }) {
  const t = useT();
  const { lang } = useLocale();
  return (
    <>
      <div className="plasmid-table" data-testid="plasmid-table">
        <PlainTable columns={columnsIn(t, lang)} rows={rows} rowKey={(row) => row.id} busy={busy} scrollX={1100} rowTestId="plasmid-row" />
      </div>
      <ul className={`plasmid-cards${busy ? ' plasmid-cards--busy' : ''}`} aria-label={t('catalogue.listTitle')} data-testid="plasmid-cards">
        {rows.map((row) => (
          <li key={row.id} className="plasmid-card" data-testid="plasmid-card">
            <h2 className="plasmid-card__name">
              <DetailLink row={row}>{row.name}</DetailLink>
            </h2>
            <p className="plasmid-card__item">{t('catalogue.itemNoOf', { itemNo: row.itemNo })}</p>
            <dl className="plasmid-card__props">
              {PROPERTY_COLUMNS.map((column) => (
                <div key={column.key} className="plasmid-card__prop">
                  <dt>{messageIn(lang, column.title)}</dt>
                  <dd data-column={column.key}>{messageIn(lang, row.labels[column.key])}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
