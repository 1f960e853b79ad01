// 验证这些位点 (decision 0075): the bar above a genome-search result's sites. The customer ticks sites
// in the table (or cards) or asks for the top N by score; the dialog takes the amplicon length and
// the primers' Tm, and the new amplicon order (status 0, primers by primer3) opens for review.
import { Alert, Button, InputNumber, Modal, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { siteValidationApi } from '../../../contracts/api/site-validation.ts';
import { SITE_VALIDATION_LIMITS as L } from '../../../contracts/site-validation.ts';
import { api } from '../../api/client.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';

type Choice = { sites: number[] } | { top: number };

export function ValidateSitesBar({ jobId, selected, onClear, located }: { jobId: number; selected: readonly number[]; onClear: () => void; located: number }) {
  const t = useT();
  const { pathTo } = useLocale();
  const navigate = useNavigate();
  const [top, setTop] = useState(Math.min(10, located, L.maxSites));
  const [choice, setChoice] = useState<Choice | null>(null);
  const [options, setOptions] = useState<{ product_min: number; product_max: number; tm: number }>({ product_min: L.defaultProductMin, product_max: L.defaultProductMax, tm: L.defaultTm });
  const [busy, setBusy] = useState(false);
  const count = choice ? ('sites' in choice ? choice.sites.length : Math.min(choice.top, located)) : 0;

  const submit = async () => {
    if (!choice) return;
    setBusy(true);
    try {
      const data = await api.call(siteValidationApi.validate, {}, { body: { id: jobId, ...choice, ...options } });
      // Order numbers are letters and digits: URLSearchParams writes them as encodeURIComponent did here.
      void navigate(pathTo('order-amplicon-list', { oid: data.info, orderno: data.orderno }));
    } catch {
      // The client showed the server's message (in the page's language); the dialog stays open.
      setBusy(false);
    }
  };

  return (
    <section className="validate-sites" data-testid="validate-sites" aria-labelledby="validate-sites-heading">
      <h3 id="validate-sites-heading">{t('sites.heading')}</h3>
      <p>{t('sites.intro')}</p>
      <div className="validate-sites__actions">
        <span data-testid="validate-sites-count">{t('sites.selected', { count: selected.length })}</span>
        <Button type="primary" disabled={selected.length === 0 || selected.length > L.maxSites} onClick={() => setChoice({ sites: [...selected] })} data-testid="validate-sites-button">
          {t('sites.validate')}
        </Button>
        {selected.length > 0 ? (
          <Button type="link" onClick={onClear}>
            {t('sites.clear')}
          </Button>
        ) : null}
        <Space.Compact className="validate-sites__top">
          <span className="validate-sites__top-label">{t('sites.top')}</span>
          <InputNumber min={1} max={Math.min(L.maxSites, located)} precision={0} value={top} onChange={(v) => setTop(v ?? 1)} aria-label={t('sites.top')} style={{ width: 72 }} />
          <span className="validate-sites__top-label">{t('sites.topUnit')}</span>
          <Button onClick={() => setChoice({ top })} data-testid="validate-top-button">
            {t('sites.validateTop', { count: top })}
          </Button>
        </Space.Compact>
      </div>
      <Modal
        open={choice !== null}
        title={t('sites.dialogTitle', { count })}
        okText={t('sites.confirm')}
        cancelText={t('sites.cancel')}
        confirmLoading={busy}
        onOk={() => void submit()}
        onCancel={() => setChoice(null)}
        okButtonProps={{ 'data-testid': 'validate-sites-confirm' } as Record<`data-${string}`, string>}
        destroyOnHidden
      >
        <div className="validate-sites__form">
          <fieldset>
            <legend>{t('sites.productRange')}</legend>
            <InputNumber
              min={L.productMin}
              max={L.productMax}
              precision={0}
              value={options.product_min}
              onChange={(v) => setOptions((o) => ({ ...o, product_min: v ?? L.defaultProductMin }))}
              aria-label={t('sites.productMin')}
            />
            <span aria-hidden="true"> – </span>
            <InputNumber
              min={L.productMin}
              max={L.productMax}
              precision={0}
              value={options.product_max}
              onChange={(v) => setOptions((o) => ({ ...o, product_max: v ?? L.defaultProductMax }))}
              aria-label={t('sites.productMax')}
            />
          </fieldset>
          <label>
            <span>{t('sites.tm')}</span>
            <InputNumber min={L.tmMin} max={L.tmMax} step={0.5} value={options.tm} onChange={(v) => setOptions((o) => ({ ...o, tm: v ?? L.defaultTm }))} aria-label={t('sites.tm')} />
          </label>
          <Alert type="info" showIcon title={t('sites.dialogNote', { max: L.maxSites })} />
        </div>
      </Modal>
    </section>
  );
}
