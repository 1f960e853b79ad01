// Staff accounts (admins): e-mail, name, roles, status, TOTP and last sign-in; 添加员工 and 编辑, and
// 导出 CSV / Excel of the list as filtered.
import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { staffApi } from '../../../contracts/api/admin/staff.ts';
import { STAFF_ROLES, STAFF_STATUS } from '../../../contracts/staff-roles.ts';
import { useApiData } from '../../api/use-api-data.ts';
import { ExportButtons } from './bulk-bar.tsx';
import { roleLabel } from './role-label.ts';
import { formatTime } from './console-time.ts';
import { StaffAddModal, StaffEditModal, type StaffMember } from './staff-modals.tsx';
import { wideTable } from './console-table.ts';

export function StaffTable() {
  const [keyword, setKeyword] = useState('');
  const [role, setRole] = useState<string | undefined>(undefined);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const staff = useApiData(staffApi.list, { keyword: keyword || undefined, role });

  const columns: ColumnsType<StaffMember> = [
    { title: '邮箱', dataIndex: 'email', key: 'email' },
    { title: '姓名', dataIndex: 'name', key: 'name' },
    {
      title: '角色',
      dataIndex: 'roles',
      key: 'roles',
      render: (roles: string[]) => roles.map((r) => <Tag key={r} color={r === 'admin' ? 'red' : 'blue'}>{roleLabel(r)}</Tag>),
    },
    { title: '状态', dataIndex: 'status', key: 'status', render: (status: number) => (status === STAFF_STATUS.active ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>) },
    { title: '两步验证', dataIndex: 'totp_enabled', key: 'totp', render: (on: boolean) => (on ? <Tag color="green">已开启</Tag> : <Tag>未开启</Tag>) },
    { title: '最近登录', dataIndex: 'last_login_at', key: 'last_login_at', render: (value: string | null) => formatTime(value) || '—' },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, member) => (
        <Button size="small" onClick={() => setEditing(member)} aria-label={`编辑 ${member.email}`}>
          编辑
        </Button>
      ),
    },
  ];

  return (
    <>
      <div className="console-toolbar">
        <Input.Search allowClear placeholder="邮箱或姓名" aria-label="搜索员工" style={{ width: 220 }} onSearch={(value) => setKeyword(value.trim())} enterButton="搜索" />
        <Select
          allowClear
          placeholder="全部角色"
          aria-label="角色"
          style={{ width: 140 }}
          value={role}
          onChange={setRole}
          options={STAFF_ROLES.map((r) => ({ value: r, label: roleLabel(r) }))}
        />
        <Space style={{ marginLeft: 'auto' }} wrap>
          <ExportButtons endpoint={staffApi.export} params={{ keyword: keyword || undefined, role }} fallbackName="staff" />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            添加员工
          </Button>
        </Space>
      </div>
      <Table<StaffMember>
        rowKey="id"
        size="middle"
        data-testid="staff-table"
        loading={staff.status === 'loading'}
        columns={columns}
        dataSource={staff.status === 'failed' ? [] : (staff.data ?? [])}
        {...wideTable()}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
      />
      <StaffAddModal
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          staff.reload();
        }}
      />
      <StaffEditModal
        member={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          staff.reload();
        }}
      />
    </>
  );
}
