// The console's save (issue 36 point 4): `saving` while a call runs, for the button's spinner. A
// refusal is shown by the API client (its message), so here it is only swallowed: the form or dialog
// stays as it was, with what was typed. The content forms, the price and the invoice dialogs use it.
import type { FormInstance } from 'antd';
import { useState } from 'react';

/** Runs `save`, `saving` meanwhile. */
export function useSave<A extends unknown[]>(save: (...args: A) => Promise<unknown>) {
  const [saving, setSaving] = useState(false);
  async function run(...args: A) {
    setSaving(true);
    try {
      await save(...args);
    } catch {
      // The refusal is shown by the client; the form keeps the input.
    } finally {
      setSaving(false);
    }
  }
  return { saving, run };
}

/** 保存 of a form: validates it (a field that does not validate says why at the field), then saves its values. */
export function useFormSave<V>(form: FormInstance<V>, save: (values: V) => Promise<unknown>) {
  const { saving, run } = useSave(save);
  return { saving, submit: () => void form.validateFields().then(run, () => undefined) };
}
