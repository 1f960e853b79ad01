// The pages that render antd components sit under this pathless layout (app/routes.ts), so antd's
// ConfigProvider loads with them and not with pages that have none (decision 0029).
import { Outlet } from 'react-router';
import { AntdProvider } from '../components/antd-provider.tsx';

export default function AntdLayout() {
  return (
    <AntdProvider>
      <Outlet />
    </AntdProvider>
  );
}
