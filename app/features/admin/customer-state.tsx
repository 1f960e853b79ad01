// How the console shows a customer's account state.
import { Tag } from 'antd';
import { CUSTOMER_STATE_LABELS, type CustomerState } from '../../../contracts/customers.ts';

const COLORS: Record<CustomerState, string> = { inactive: 'orange', active: 'green', disabled: 'default' };

export function CustomerStateTag({ state, activated }: { state: CustomerState; activated: boolean }) {
  return (
    <Tag color={COLORS[state]}>
      {CUSTOMER_STATE_LABELS[state]}
      {state === 'disabled' && !activated ? '（未激活）' : ''}
    </Tag>
  );
}
