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

function AddressCard({ address, onEdit, onChanged }: { address: Address; onEdit(): void; onChanged(): void }) {
  const isDefault = address.is_default === 1;
  const [busy, setBusy] = useState(false);

  async function run(endpoint: typeof addressApi.remove | typeof addressApi.setDefault, success: string) {
    setBusy(true);
    try {
      await api.call(endpoint, {}, { body: { id: address.id } });
      void message.success(success);
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
          {ADDRESS_MESSAGES.defaultLabel}
        </Tag>,
      ]
    : [
        <Button key="edit" type="link" onClick={onEdit} disabled={busy}>
          编辑
        </Button>,
        <Popconfirm
          key="delete"
          title={ADDRESS_MESSAGES.confirmDelete}
          okText="确定"
          cancelText="取消"
          onConfirm={() => run(addressApi.remove, ADDRESS_MESSAGES.deleted)}
        >
          <Button type="link" danger disabled={busy}>
            删除
          </Button>
        </Popconfirm>,
        <Button key="default" type="link" onClick={() => void run(addressApi.setDefault, ADDRESS_MESSAGES.defaultSet)} disabled={busy}>
          设为默认
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
        <dt>地区</dt>
        <dd>中国 {address.areaname}</dd>
        <dt>地址</dt>
        <dd>{address.address}</dd>
        <dt>电话</dt>
        <dd>
          {address.tel}
          {address.tel2 ? ` / ${address.tel2}` : ''}
        </dd>
        {address.zip ? (
          <>
            <dt>邮编</dt>
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

  return (
    <div className="address-management">
      <div className="address-management__bar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="address-add">
          新增地址
        </Button>
      </div>
      {list === null ? (
        <div className="account-loading">
          <Spin />
        </div>
      ) : list.length === 0 ? (
        <Empty description="暂无收货地址" />
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
