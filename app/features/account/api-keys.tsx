// /apiKeys: the customer's personal API keys as cards (live first): name, visible prefix, scopes,
// created, last used; 撤销 after a confirmation; the key's recent uses on demand. The key itself is
// shown once, by ApiKeyCreateModal, never here (decision 0081).
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Popconfirm, Spin, Tag, message } from 'antd';
import { useState } from 'react';
import { apiKeyApi, type ApiKeyRow } from '../../../contracts/api/api-keys.ts';
import { API_KEY_LIMITS, API_KEY_MESSAGES, API_KEY_SCOPE_LABELS } from '../../../contracts/api-keys.ts';
import { messageIn } from '../../../contracts/english-messages.ts';
import { shanghaiDateTime } from '../../../contracts/shanghai-time.ts';
import { api } from '../../api/client.ts';
import { useApiData } from '../../api/use-api-data.ts';
import { ApiKeyCreateModal } from './api-key-create-modal.tsx';
import { useLocale, useT } from '../../i18n/use-t.ts';

const when = (iso: string) => shanghaiDateTime(new Date(iso));

function KeyUses({ id }: { id: number }) {
  const { data, status } = useApiData(apiKeyApi.uses, { id });
  const t = useT();
  if (data === undefined) return status === 'failed' ? null : <Spin size="small" />;
  if (data.length === 0) return <p className="api-key-uses__empty">{t('apiKeys.noUses')}</p>;
  return (
    <ul className="api-key-uses" data-testid="api-key-uses">
      {data.map((use, i) => (
        <li key={i}>
          <time>{when(use.create_time)}</time> <code>{`${use.method} ${use.route}`}</code> {use.ip ?? ''}
        </li>
      ))}
    </ul>
  );
}

function KeyCard({ row, onChanged }: { row: ApiKeyRow; onChanged(): void }) {
  const [busy, setBusy] = useState(false);
  const [showUses, setShowUses] = useState(false);
  const t = useT();
  const { lang } = useLocale();
  const say = (text: string) => messageIn(lang, text);
  const live = row.revoked_at === null;

  async function revoke() {
    setBusy(true);
    try {
      await api.call(apiKeyApi.revoke, {}, { body: { id: row.id } });
      void message.success(say(API_KEY_MESSAGES.revoked));
      onChanged();
    } catch {
      // shown by the client
    } finally {
      setBusy(false);
    }
  }

  const actions = [
    <Button key="uses" type="link" onClick={() => setShowUses((shown) => !shown)} aria-expanded={showUses}>
      {showUses ? t('apiKeys.hideUses') : t('apiKeys.uses')}
    </Button>,
    ...(live
      ? [
          <Popconfirm key="revoke" title={say(API_KEY_MESSAGES.confirmRevoke)} okText={t('apiKeys.revoke')} cancelText={t('profile.cancel')} onConfirm={() => revoke()}>
            <Button type="link" danger disabled={busy} data-testid="api-key-revoke">
              {t('apiKeys.revoke')}
            </Button>
          </Popconfirm>,
        ]
      : []),
  ];

  return (
    <Card
      className={`api-key-card${live ? '' : ' api-key-card--revoked'}`}
      data-testid="api-key-card"
      data-state={live ? 'active' : 'revoked'}
      title={
        <span className="api-key-card__title">
          <span className="api-key-card__name">{row.name}</span>
          <Tag color={live ? 'green' : 'default'}>{live ? t('apiKeys.active') : t('apiKeys.revoked')}</Tag>
        </span>
      }
      actions={actions}
    >
      <dl className="address-card__fields">
        <dt>{t('apiKeys.title')}</dt>
        <dd>
          <code data-testid="api-key-prefix">{`${row.prefix}…`}</code>
        </dd>
        <dt>{t('apiKeys.scopes')}</dt>
        <dd>
          {row.scopes.map((scope) => (
            <Tag key={scope} className="api-key-card__scope">
              {say(API_KEY_SCOPE_LABELS[scope])}
            </Tag>
          ))}
        </dd>
        <dt>{t('apiKeys.createdAt')}</dt>
        <dd>{when(row.create_time)}</dd>
        <dt>{t('apiKeys.lastUsed')}</dt>
        <dd data-testid="api-key-last-used">{row.last_used_at ? when(row.last_used_at) : t('apiKeys.neverUsed')}</dd>
        {row.revoked_at ? (
          <>
            <dt>{t('apiKeys.revokedAt')}</dt>
            <dd>{when(row.revoked_at)}</dd>
          </>
        ) : null}
      </dl>
      {showUses ? <KeyUses id={row.id} /> : null}
    </Card>
  );
}

export function ApiKeys() {
  const { data, status, reload } = useApiData(apiKeyApi.list);
  const list = data ?? (status === 'failed' ? [] : null);
  const [creating, setCreating] = useState(false);
  const t = useT();

  return (
    <div className="api-keys">
      <p className="api-keys__intro">
        {t('apiKeys.intro')}{' '}
        <a href="/api/docs" target="_blank" rel="noreferrer">
          {t('apiKeys.docs')}
        </a>
      </p>
      <div className="address-management__bar api-keys__bar">
        <span className="api-keys__limit">{t('apiKeys.limit', { max: API_KEY_LIMITS.maxKeysPerCustomer })}</span>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="api-key-add">
          {t('apiKeys.create')}
        </Button>
      </div>
      {list === null ? (
        <div className="account-loading">
          <Spin />
        </div>
      ) : list.length === 0 ? (
        <Empty description={t('apiKeys.empty')} />
      ) : (
        <div className="address-grid">
          {list.map((row) => (
            <KeyCard key={row.id} row={row} onChanged={reload} />
          ))}
        </div>
      )}
      <ApiKeyCreateModal open={creating} onClose={() => setCreating(false)} onCreated={reload} />
    </div>
  );
}
