// /apiKeys: the customer's personal API keys as cards (live first): name, visible prefix, scopes,
// created, last used; 撤销 after a confirmation; the key's recent uses on demand. The key itself is
// shown once, by ApiKeyCreateModal, never here (decision 0081).
import { PlusOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Spin, Tag } from 'antd';
import { useState } from 'react';
import { apiKeyApi, type ApiKeyRow } from '../../../contracts/api/api-keys.ts';
import { API_KEY_LIMITS, API_KEY_MESSAGES, API_KEY_SCOPE_LABELS } from '../../../contracts/api-keys.ts';
import { messageIn } from '../../../contracts/english-messages.ts';
import { shanghaiDateTime } from '../../../contracts/shanghai-time.ts';
import { api } from '../../api/client.ts';
import { useApiData } from '../../api/use-api-data.ts';
import { ApiKeyCreateModal } from './api-key-create-modal.tsx';
import { CardList, ListCard, useCardAction } from './card-list.tsx';
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
  const { busy, run } = useCardAction(onChanged);
  const [showUses, setShowUses] = useState(false);
  const t = useT();
  const { lang } = useLocale();
  const say = (text: string) => messageIn(lang, text);
  const live = row.revoked_at === null;

  const actions = [
    <Button key="uses" type="link" onClick={() => setShowUses((shown) => !shown)} aria-expanded={showUses}>
      {showUses ? t('apiKeys.hideUses') : t('apiKeys.uses')}
    </Button>,
    ...(live
      ? [
          <Popconfirm
            key="revoke"
            title={say(API_KEY_MESSAGES.confirmRevoke)}
            okText={t('apiKeys.revoke')}
            cancelText={t('profile.cancel')}
            onConfirm={() => run(() => api.call(apiKeyApi.revoke, {}, { body: { id: row.id } }), API_KEY_MESSAGES.revoked)}
          >
            <Button type="link" danger disabled={busy} data-testid="api-key-revoke">
              {t('apiKeys.revoke')}
            </Button>
          </Popconfirm>,
        ]
      : []),
  ];

  return (
    <ListCard
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
      fields={[
        { label: t('apiKeys.title'), value: <code data-testid="api-key-prefix">{`${row.prefix}…`}</code> },
        {
          label: t('apiKeys.scopes'),
          value: row.scopes.map((scope) => (
            <Tag key={scope} className="api-key-card__scope">
              {say(API_KEY_SCOPE_LABELS[scope])}
            </Tag>
          )),
        },
        { label: t('apiKeys.createdAt'), value: when(row.create_time) },
        { label: t('apiKeys.lastUsed'), value: row.last_used_at ? when(row.last_used_at) : t('apiKeys.neverUsed'), testId: 'api-key-last-used' },
        row.revoked_at ? { label: t('apiKeys.revokedAt'), value: when(row.revoked_at) } : null,
      ]}
    >
      {showUses ? <KeyUses id={row.id} /> : null}
    </ListCard>
  );
}

export function ApiKeys() {
  const keys = useApiData(apiKeyApi.list);
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
      <CardList result={keys} empty={t('apiKeys.empty')} renderCard={(row) => <KeyCard key={row.id} row={row} onChanged={keys.reload} />} />
      <ApiKeyCreateModal open={creating} onClose={() => setCreating(false)} onCreated={keys.reload} />
    </div>
  );
}
