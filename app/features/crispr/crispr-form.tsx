// /crispr: the job form. Checks are the contract's (the specification's English messages); the
// server checks the same and also the pair limit and the 30-second interval. The page loads it as a
// lazy island (lazy-crispr.tsx), outside the antd layout, so it brings antd's provider itself.
import { InboxOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Select, Upload, message, type UploadFile } from 'antd';
import { useState } from 'react';
import { AntdProvider } from '../../components/antd-provider.tsx';
import { FormButtons } from '../../components/button-config.tsx';
import { useNavigate } from 'react-router';
import { crisprApi } from '../../../contracts/api/crispr.ts';
import { uploadApi } from '../../../contracts/api/upload.ts';
import { checkPairsText } from '../../../contracts/crispr-pairs.ts';
import { BULGE_LABELS, BULGE_MODES, CRISPR_LIMITS, CRISPR_MESSAGES, addJobFields, checkPairs, genomeTitleIn, type BulgeModeValue } from '../../../contracts/crispr.ts';
import { messageIn } from '../../../contracts/english-messages.ts';
import type { PageLanguage } from '../../../contracts/page-language.ts';
import { UPLOAD_PURPOSES, uploadAccept } from '../../../contracts/uploads.ts';
import { api } from '../../api/client.ts';
import { useApiData } from '../../api/use-api-data.ts';
import { zodRule } from '../../components/zod-rule.ts';
import { useHasToken } from '../account/use-login-token.ts';
import { LoginDialog } from './login-dialog.tsx';
import { useLocale, useT } from '../../i18n/use-t.ts';
import { pagePath } from '../../../contracts/page-paths.ts';

interface FormValues {
  title?: string;
  email?: string;
  xulie?: string;
  type?: number;
  type1?: number;
  mismatches?: number;
  bulge?: BulgeModeValue;
}


const EXAMPLE = 'GAGTCCGAGCAGAAGAAGAAAGG,GAGTTAGAGCAGAAGAAGAAAGG\nGGGTGGGGGGAGTTTGCTCCAGG,AGGTGGGGTGA_TTTGCTCCAGG';

/** The options of a select in the page's language; none when the list failed to load. */
function useOptions(endpoint: typeof crisprApi.pamTypes | typeof crisprApi.genomes, lang: PageLanguage) {
  const { data, status } = useApiData(endpoint);
  return (status === 'failed' ? null : data)?.map((o) => ({ value: o.id, label: genomeTitleIn(lang, o.title) })) ?? [];
}

export function CrisprForm() {
  const [form] = Form.useForm<FormValues>();
  const t = useT();
  const { lang, pathTo } = useLocale();
  const navigate = useNavigate();
  const loggedIn = useHasToken();
  // Open by itself without a token until dismissed; also opened by actions that need a login.
  const [dialogWanted, setDialog] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const dialog = dialogWanted || (loggedIn === false && !dismissed);
  const closeDialog = () => {
    setDialog(false);
    setDismissed(true);
  };
  const [submitting, setSubmitting] = useState(false);
  const [csv, setCsv] = useState<{ url: string; file: UploadFile } | null>(null);
  const [uploading, setUploading] = useState(false);
  /** Why the chosen csv cannot be used (its lines are checked before it is sent, as the server does). */
  const [csvError, setCsvError] = useState<string | null>(null);
  const pamTypes = useOptions(crisprApi.pamTypes, lang);
  const genomes = useOptions(crisprApi.genomes, lang);
  const bulgeOptions = BULGE_MODES.map((value) => ({ value, label: messageIn(lang, BULGE_LABELS[value]) }));

  const upload = async (file: File) => {
    const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!(UPLOAD_PURPOSES.crispr.exts as readonly string[]).includes(ext)) {
      void message.error(messageIn(lang, UPLOAD_PURPOSES.crispr.message));
      return;
    }
    if (!loggedIn) {
      setDialog(true);
      return;
    }
    const { refusal } = checkPairs((await file.text()).replace(/^\uFEFF/, ''), true);
    setCsvError(refusal && messageIn(lang, refusal));
    if (refusal) {
      setCsv(null);
      return;
    }
    const body = new FormData();
    body.append('file', file);
    setUploading(true);
    try {
      const [saved] = await api.call(uploadApi.upload, { purpose: 'crispr' }, { body });
      setCsv({ url: saved.url, file: { uid: saved.url, name: saved.name, status: 'done' } });
    } catch {
      setCsv(null);
    } finally {
      setUploading(false);
    }
  };

  const submit = async (values: FormValues) => {
    if (!loggedIn) {
      setDialog(true);
      return;
    }
    if (!csv && !values.xulie?.trim()) {
      void message.warning(messageIn(lang, CRISPR_MESSAGES.noInput));
      return;
    }
    setSubmitting(true);
    try {
      const data = await api.call(crisprApi.addJob, {}, { body: { ...values, csvfile: csv?.url } });
      void navigate(pathTo('crispr-result', { id: data.info }));
    } catch {
      // The client showed the server's message; the form keeps what was typed.
      setSubmitting(false);
    }
  };

  return (
    <AntdProvider>
      <FormButtons>
        <Form<FormValues> form={form} layout="vertical" onFinish={submit} className="crispr-form">
          <Form.Item name="title" label={t('crispr.form.title')} rules={[zodRule(addJobFields.shape.title)]}>
            <Input maxLength={100} placeholder={t('crispr.form.titlePlaceholder')} />
          </Form.Item>
          <Form.Item name="email" label={t('crispr.form.email')} rules={[zodRule(addJobFields.shape.email)]}>
            <Input type="email" autoComplete="email" placeholder={t('crispr.form.emailPlaceholder')} />
          </Form.Item>
          <Form.Item
            label={t('crispr.form.csv')}
            extra={t('crispr.form.csvExtra')}
            validateStatus={csvError ? 'error' : undefined}
            help={csvError ?? undefined}
          >
            <div data-testid="crispr-upload">
            <Upload.Dragger
              accept={uploadAccept('crispr')}
              maxCount={1}
              fileList={csv ? [csv.file] : []}
              beforeUpload={(file) => {
                void upload(file);
                return Upload.LIST_IGNORE;
              }}
              onRemove={() => {
                setCsv(null);
                setCsvError(null);
              }}
              disabled={uploading}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined aria-hidden />
              </p>
              <p className="ant-upload-text">{uploading ? t('crispr.form.uploading') : t('crispr.form.drop')}</p>
            </Upload.Dragger>
            </div>
          </Form.Item>
          <Form.Item name="xulie" label={t('crispr.form.pairs')} rules={[zodRule(addJobFields.shape.xulie)]}>
            <Input.TextArea rows={6} placeholder={EXAMPLE} spellCheck={false} className="crispr-form__pairs" />
          </Form.Item>
          <div className="crispr-form__selects">
            <Form.Item name="type" label={t('crispr.form.pam')}>
              <Select allowClear placeholder={t('crispr.form.pamPlaceholder')} options={pamTypes} />
            </Form.Item>
            <Form.Item
              name="type1"
              label={t('crispr.form.genome')}
              dependencies={['xulie']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_, value) => {
                    const text = getFieldValue('xulie') as string | undefined;
                    if (value === undefined && !csv && text && checkPairsText(text).guides.length > 0) throw new Error(messageIn(lang, CRISPR_MESSAGES.genomeNeeded));
                  },
                }),
              ]}
            >
              <Select allowClear placeholder={genomes.length ? t('crispr.form.genomeNeeded') : t('crispr.form.noGenomes')} options={genomes} />
            </Form.Item>
          </div>
          <div className="crispr-form__selects">
            <Form.Item name="mismatches" label={t('crispr.form.mismatches')} initialValue={CRISPR_LIMITS.defaultMismatches} rules={[zodRule(addJobFields.shape.mismatches)]}>
              <InputNumber min={0} max={CRISPR_LIMITS.maxMismatches} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="bulge" label={t('crispr.form.bulge')} initialValue="none">
              <Select options={bulgeOptions} />
            </Form.Item>
          </div>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={submitting} size="large">
              {t('crispr.form.submit')}
            </Button>
            <Button type="link" onClick={() => form.setFieldValue('xulie', EXAMPLE)}>
              {t('crispr.form.example')}
            </Button>
          </Form.Item>
        </Form>
        <LoginDialog open={dialog} redirect={pagePath('crispr')} onClose={closeDialog} />
      </FormButtons>
    </AntdProvider>
  );
}
