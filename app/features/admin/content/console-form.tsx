// The console's content form kit: what every content form repeated before (issue 36 point 4). A form
// in a drawer (articles and news through content-drawer.tsx, categories, products, carousel slides,
// job posts) gets the drawer with its 预览 / 历史版本 / 取消 / 保存 buttons, the form filled each time
// the drawer opens, and the save (useFormSave of ../use-save.ts); a form on the page (single pages,
// settings) takes the save alone. The save validates first (the contract's rules, so the form says
// what the server would refuse).
// Each form keeps its own fields and what it does after a save.
import { Button, Drawer, Form, Space, Switch, type FormInstance } from 'antd';
import { useEffect, type ComponentProps, type ReactNode } from 'react';
import { HistoryButton } from '../versions/history-drawer.tsx';
import { PreviewButton } from './content-parts.tsx';

/** A 0/1 column shown as a switch: the form holds the column's value, so nothing converts it on load or save. */
export function FlagSwitch({ name, label }: { name: string; label: string }) {
  return (
    <Form.Item name={name} label={label} getValueProps={(v: unknown) => ({ checked: v === 1 })} normalize={(checked: boolean) => (checked ? 1 : 0)}>
      <Switch />
    </Form.Item>
  );
}

type FormValues<V> = Parameters<FormInstance<V>['setFieldsValue']>[0];

/**
 * The form of the item a drawer or dialog edits, emptied and filled with `values()` whenever it opens
 * or `values` changes; `values` is a useCallback (or a module constant), or the form would be reset at
 * each render. Without `V` the form is untyped, as antd's own Form.useForm() is.
 */
export function useItemForm<V = any>(open: boolean, values: () => object): FormInstance<V> {
  const [form] = Form.useForm<V>();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(values() as FormValues<V>);
  }, [open, values, form]);
  return form;
}

/** The saved item being edited: its 预览 (when its public page has one) and its 历史版本. */
export interface SavedItem {
  id: number;
  preview?: ComponentProps<typeof PreviewButton>['entity'];
  history: ComponentProps<typeof HistoryButton>['entity'];
  /** After a restore: show the item as restored. */
  onRestored: () => void;
}

export interface FormDrawerProps<V> {
  open: boolean;
  title: string;
  /** CSS width, e.g. min(720px, 100vw). */
  width: string;
  onClose: () => void;
  form: FormInstance<V>;
  /** The form's name (its fields' ids start with it). */
  name: string;
  /** `<testId>-form` and `<testId>-save`, where a test looks for them. */
  testId?: string;
  /** The item being edited, or null when adding one. */
  saved: SavedItem | null;
  /** The drawer has a 取消 button (the article and news drawers close by their ×). */
  cancel?: boolean;
  saving: boolean;
  onSave: () => void;
  children: ReactNode;
}

export function FormDrawer<V>({ open, title, width, onClose, form, name, testId, saved, cancel = true, saving, onSave, children }: FormDrawerProps<V>) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={title}
      size={width}
      destroyOnHidden
      extra={
        <Space>
          {saved?.preview ? <PreviewButton entity={saved.preview} id={saved.id} /> : null}
          {saved ? <HistoryButton entity={saved.history} id={saved.id} onRestored={saved.onRestored} /> : null}
          {cancel ? <Button onClick={onClose}>取消</Button> : null}
          <Button type="primary" loading={saving} onClick={onSave} data-testid={testId && `${testId}-save`}>
            保存
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" name={name} data-testid={testId && `${testId}-form`}>
        {children}
      </Form>
    </Drawer>
  );
}
