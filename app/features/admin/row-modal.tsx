// A console dialog that acts on one row of a table (issue 36 point 4): the price table's 修改 and the
// invoice table's 标记已寄出. Open while a row is chosen and titled by it; 取消 and the OK button, which
// spins while the save runs; its form is built anew for each row (destroyed when it closes).
import { Modal } from 'antd';
import type { ReactNode } from 'react';

interface RowModalProps<R> {
  row: R | null;
  title: (row: R) => string;
  okText: string;
  saving: boolean;
  /** OK runs `onOk`, or submits the form with this id (so Enter in a field submits it too). */
  submit: { onOk: () => void } | { form: string };
  onClose: () => void;
  children: ReactNode;
}

export function RowModal<R>({ row, title, okText, saving, submit, onClose, children }: RowModalProps<R>) {
  return (
    <Modal
      open={row !== null}
      title={row ? title(row) : ''}
      okText={okText}
      cancelText="取消"
      {...('form' in submit ? { okButtonProps: { loading: saving, htmlType: 'submit', form: submit.form } } : { confirmLoading: saving, onOk: submit.onOk })}
      onCancel={onClose}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}
