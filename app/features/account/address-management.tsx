// /addressManagement: the customer's addresses as cards (default first). A non-default address can be
// edited, deleted (after 你确定要删除当前地址么？) or made the default; the default shows only its label.
import { PlusOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import { ADDRESS_MESSAGES } from '../../../contracts/address.ts';
import { type Address, addressApi } from '../../../contracts/api/address.ts';
import { api } from '../../api/client.ts';
import { useApiData } from '../../api/use-api-data.ts';
import { AddressFormModal } from './address-form-modal.tsx';
import { CardList, ListCard, useCardAction } from './card-list.tsx';
import { COUNTRY_OPTIONS } from '../../../contracts/address.ts';
import { messageIn } from '../../../contracts/english-messages.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';

function AddressCard({ address, onEdit, onChanged }: { address: Address; onEdit(): void; onChanged(): void }) {
  const isDefault = address.is_default === 1;
  const { busy, run } = useCardAction(onChanged);
  const t = useT();
  const { lang } = useLocale();
  const say = (text: string) => messageIn(lang, text);
  const change = (endpoint: typeof addressApi.remove | typeof addressApi.setDefault, success: string) =>
    run(() => api.call(endpoint, {}, { body: { id: address.id } }), success);

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
          onConfirm={() => change(addressApi.remove, ADDRESS_MESSAGES.deleted)}
        >
          <Button type="link" danger disabled={busy}>
            {t('profile.delete')}
          </Button>
        </Popconfirm>,
        <Button key="default" type="link" onClick={() => void change(addressApi.setDefault, ADDRESS_MESSAGES.defaultSet)} disabled={busy}>
          {t('profile.makeDefault')}
        </Button>,
      ];

  return (
    <ListCard
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
      fields={[
        { label: t('profile.region'), value: `${say(COUNTRY_OPTIONS[0].label)} ${address.areaname}` },
        { label: t('profile.address'), value: address.address },
        { label: t('profile.tel'), value: `${address.tel}${address.tel2 ? ` / ${address.tel2}` : ''}` },
        address.zip ? { label: t('profile.zip'), value: address.zip } : null,
      ]}
    />
  );
}

export function AddressManagement() {
  const addresses = useApiData(addressApi.list);
  const [editing, setEditing] = useState<Address | null | undefined>(undefined);
  const t = useT();

  return (
    <div className="address-management">
      <div className="address-management__bar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="address-add">
          {t('profile.addAddress')}
        </Button>
      </div>
      <CardList
        result={addresses}
        empty={t('profile.noAddresses')}
        renderCard={(address) => <AddressCard key={address.id} address={address} onEdit={() => setEditing(address)} onChanged={addresses.reload} />}
      />
      <AddressFormModal
        editing={editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          addresses.reload();
        }}
      />
    </div>
  );
}
