// The account's actions: 停用/启用 (with a confirmation: a disabled customer is logged out everywhere
// at once) and 重发激活邮件 for an account not yet activated. Each reloads the page after it.
import { Button, Popconfirm, Space, message } from 'antd';
import { useState } from 'react';
import { adminCustomerApi } from '../../../contracts/api/admin/customers.ts';
import { CUSTOMER_MESSAGES } from '../../../contracts/customers.ts';
import type { EndpointData } from '../../../contracts/endpoint.ts';
import { api } from '../../api/client.ts';

type Customer = EndpointData<typeof adminCustomerApi.detail>['customer'];

export function CustomerActions({ customer, onChanged }: { customer: Customer; onChanged: () => void }) {
  const [busy, setBusy] = useState<string | null>(null);

  async function run(action: 'disable' | 'enable' | 'resendActivation', done: string) {
    setBusy(action);
    try {
      await api.call(adminCustomerApi[action], {}, { body: { id: customer.id } });
      void message.success(done);
      onChanged();
    } catch {
      // The refusal is shown by the client.
    } finally {
      setBusy(null);
    }
  }

  const disabled = customer.state === 'disabled';
  return (
    <Space wrap>
      {disabled ? (
        <Popconfirm title="启用该客户？" description="客户将恢复停用前的状态。" okText="启用" cancelText="取消" onConfirm={() => run('enable', CUSTOMER_MESSAGES.enabled)}>
          <Button type="primary" loading={busy === 'enable'}>
            启用
          </Button>
        </Popconfirm>
      ) : (
        <Popconfirm
          title="停用该客户？"
          description="停用后客户不能登录，现有登录会话立即结束。"
          okText="停用"
          okButtonProps={{ danger: true }}
          cancelText="取消"
          onConfirm={() => run('disable', CUSTOMER_MESSAGES.disabled)}
        >
          <Button danger loading={busy === 'disable'}>
            停用
          </Button>
        </Popconfirm>
      )}
      {customer.state === 'inactive' ? (
        <Button loading={busy === 'resendActivation'} onClick={() => void run('resendActivation', CUSTOMER_MESSAGES.activationSent)}>
          重发激活邮件
        </Button>
      ) : null}
    </Space>
  );
}
