// 添加员工 and 编辑员工 (admins): name, roles, status, a new password and a TOTP reset. The forms use
// the contract's rules, so they say what the server would refuse.
import { Form, Input, Modal, Select, Switch, type FormRule } from 'antd';
import { useState } from 'react';
import { staffApi } from '../../../contracts/api/admin/staff.ts';
import { staffAddInput, staffPassword } from '../../../contracts/staff.ts';
import { STAFF_ROLES, STAFF_STATUS } from '../../../contracts/staff-roles.ts';
import type { EndpointData } from '../../../contracts/endpoint.ts';
import { api } from '../../api/client.ts';
import { zodMessage, zodRule } from '../../components/zod-rule.ts';
import { roleLabel } from './role-label.ts';

export type StaffMember = EndpointData<typeof staffApi.list>[number];

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: roleLabel(role) }));
const fields = staffAddInput.shape;

interface AddValues {
  email?: string;
  name?: string;
  roles?: string[];
  password?: string;
}

export function StaffAddModal({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<AddValues>();
  const [saving, setSaving] = useState(false);

  async function submit() {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await api.call(staffApi.add, {}, { body: { email: values.email?.trim(), name: values.name?.trim(), roles: values.roles ?? [], password: values.password } });
      form.resetFields();
      onSaved();
    } catch {
      // Refusal (e.g. 该邮箱已是员工账号) shown by the client.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal open={open} title="添加员工" okText="确定" cancelText="取消" confirmLoading={saving} onOk={() => void submit().catch(() => undefined)} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" name="staff_add" preserve={false}>
        <Form.Item name="email" label="邮箱" rules={[zodRule(fields.email)]}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item name="name" label="姓名" rules={[zodRule(fields.name)]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="roles" label="角色" rules={[zodRule(fields.roles)]}>
          <Select mode="multiple" options={ROLE_OPTIONS} placeholder="可选多个" />
        </Form.Item>
        <Form.Item name="password" label="初始密码" rules={[zodRule(fields.password)]} extra="至少8位，须包含字母、数字和特殊字符">
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface EditValues {
  name?: string;
  roles?: string[];
  active?: boolean;
  password?: string;
  reset_totp?: boolean;
}

export function StaffEditModal({ member, onClose, onSaved }: { member: StaffMember | null; onClose: () => void; onSaved: () => void }) {
  // Each opening gets a dialog and a form of its own: a form kept from the last opening would keep
  // that member's values (and a typed password) over the next one's. The last member stays shown
  // while the dialog closes. Nothing is drawn before the first opening, so the page hydrates without
  // a hidden dialog (on a phone, without fetching and applying antd's whole stylesheet).
  const [shown, setShown] = useState<{ member: StaffMember; opening: number } | null>(null);
  const [wasOpen, setWasOpen] = useState(false);
  const open = member !== null;
  if (open !== wasOpen) {
    setWasOpen(open);
    if (member) setShown({ member, opening: (shown?.opening ?? 0) + 1 });
  }
  if (!shown) return null;
  return <StaffEditDialog key={shown.opening} member={shown.member} open={open} onClose={onClose} onSaved={onSaved} />;
}

function StaffEditDialog({ member, open, onClose, onSaved }: { member: StaffMember; open: boolean; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<EditValues>();
  const [saving, setSaving] = useState(false);

  async function submit() {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const body = {
        id: member.id,
        name: values.name?.trim(),
        roles: values.roles,
        status: values.active ? STAFF_STATUS.active : STAFF_STATUS.disabled,
        ...(values.password ? { password: values.password } : {}),
        ...(values.reset_totp ? { reset_totp: true } : {}),
      };
      await api.call(staffApi.update, {}, { body });
      onSaved();
    } catch {
      // Refusal (e.g. 至少保留一名启用的管理员) shown by the client.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title={`编辑员工：${member.email}`}
      okText="确定"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name="staff_edit"
        initialValues={{ name: member.name, roles: member.roles, active: member.status === STAFF_STATUS.active, reset_totp: false }}
      >
        <Form.Item name="name" label="姓名" rules={[zodRule(fields.name)]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="roles" label="角色" rules={[zodRule(fields.roles)]}>
          <Select mode="multiple" options={ROLE_OPTIONS} />
        </Form.Item>
        <Form.Item name="active" label="启用" valuePropName="checked" extra="停用后该员工的会话立即结束">
          <Switch checkedChildren="启用" unCheckedChildren="停用" />
        </Form.Item>
        <Form.Item name="password" label="重设密码" rules={[optionalPasswordRule]} extra="留空则不修改；重设后该员工需重新登录">
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="reset_totp" label="重置动态验证码" valuePropName="checked" extra={member.totp_enabled ? '该员工下次登录时需重新绑定' : '该员工尚未绑定'}>
          <Switch disabled={!member.totp_enabled} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Empty keeps the password; anything typed must pass the password rule. */
const optionalPasswordRule: FormRule = {
  validator: async (_rule, value: unknown) => {
    const text = value ? zodMessage(staffPassword, value) : null;
    if (text) throw new Error(text);
  },
};
