// /addressManagement: the customer's addresses as cards (default first). A non-default address can be
// edited, deleted (after 你确定要删除当前地址么？) or made the default; the default shows only its label.
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Popconfirm, Spin, Tag, message } from 'antd';
import { useState } from 'react';
import { ADDRESS_MESSAGES } from '../../../contracts/address.ts';
import { type Address, addressApi } from '../../../contracts/api/address.ts';
import { api } from '../../api/client.ts';
import { useApiData } from '../../api/use-api-data.ts';
import { AddressFormModal } from './address-form-modal.tsx';
import { COUNTRY_OPTIONS } from '../../../contracts/address.ts';
import { messageIn } from '../../../contracts/english-messages.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';

function AddressCard({ address, onEdit, onChanged }: { address: Address; onEdit(): void; onChanged(): void }) {
  const isDefault = address.is_default === 1;
  const [busy, setBusy] = useState(false);
  const t = useT();
  const { lang } = useLocale();
  const say = (text: string) => messageIn(lang, text);

  async function run(endpoint: typeof addressApi.remove | typeof addressApi.setDefault, success: string) {
    setBusy(true);
    try {
      await api.call(endpoint, {}, { body: { id: address.id } });
      void message.success(say(success));
      onChanged();
    } catch {
      // shown by the client
    } finally {
      setBusy(false);
    }
  }

  const actions = isDefault
    ? [
        <Tag key="default" color="blue" className="address-card__default">
          {say(ADDRESS_MESSAGES.defaultLabel)}
        </Tag>,
      ]
    : [
        <Button key="edit" type="link" onClick={onEdit} disabled={busy}>
          {t('profile.edit')}
        </Button>,
        <Popconfirm
          key="delete"
          title={say(ADDRESS_MESSAGES.confirmDelete)}
          okText={t('profile.ok')}
          cancelText={t('profile.cancel')}
          onConfirm={() => run(addressApi.remove, ADDRESS_MESSAGES.deleted)}
        >
          <Button type="link" danger disabled={busy}>
            {t('profile.delete')}
          </Button>
        </Popconfirm>,
        <Button key="default" type="link" onClick={() => void run(addressApi.setDefault, ADDRESS_MESSAGES.defaultSet)} disabled={busy}>
          {t('profile.makeDefault')}
        </Button>,
      ];

  return (
    <Card
      className={`address-card${isDefault ? ' address-card--default' : ''}`}
      data-testid="address-card"
      data-default={isDefault ? '1' : '0'}
      title={
        <span className="address-card__title">
          {address.name}
          <span className="address-card__company">{address.company}</span>
        </span>
      }
      actions={actions}
    >
      <dl className="address-card__fields">
        <dt>{t('profile.region')}</dt>
        <dd>
          {say(COUNTRY_OPTIONS[0].label)} {address.areaname}
        </dd>
        <dt>{t('profile.address')}</dt>
        <dd>{address.address}</dd>
        <dt>{t('profile.tel')}</dt>
        <dd>
          {address.tel}
          {address.tel2 ? ` / ${address.tel2}` : ''}
        </dd>
        {address.zip ? (
          <>
            <dt>{t('profile.zip')}</dt>
            <dd>{address.zip}</dd>
          </>
        ) : null}
      </dl>
    </Card>
  );
}

export function AddressManagement() {
  const { data, status, reload } = useApiData(addressApi.list);
  // A failed first load shows the empty state; a failed reload keeps the cards on screen.
  const list = data ?? (status === 'failed' ? [] : null);
  const [editing, setEditing] = useState<Address | null | undefined>(undefined);
  const t = useT();

  return (
    <div className="address-management">
      <div className="address-management__bar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="address-add">
          {t('profile.addAddress')}
        </Button>
      </div>
      {list === null ? (
        <div className="account-loading">
          <Spin />
        </div>
      ) : list.length === 0 ? (
        <Empty description={t('profile.noAddresses')} />
      ) : (
        <div className="address-grid">
          {list.map((address) => (
            <AddressCard key={address.id} address={address} onEdit={() => setEditing(address)} onChanged={reload} />
          ))}
        </div>
      )}
      <AddressFormModal
        editing={editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          reload();
        }}
      />
    </div>
  );
}
