// /crispr: the job form. Checks are the contract's (the specification's English messages); the
// server checks the same and also the pair limit and the 30-second interval.
import { InboxOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Select, Upload, message, type UploadFile } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { crisprApi } from '../../../contracts/api/crispr.ts';
import { uploadApi } from '../../../contracts/api/upload.ts';
import { checkPairsText } from '../../../contracts/crispr-pairs.ts';
import { BULGE_LABELS, BULGE_MODES, CRISPR_LIMITS, CRISPR_MESSAGES, addJobFields, checkPairs, type BulgeModeValue } from '../../../contracts/crispr.ts';
import { UPLOAD_PURPOSES, uploadAccept } from '../../../contracts/uploads.ts';
import { api } from '../../api/client.ts';
import { useApiData } from '../../api/use-api-data.ts';
import { zodRule } from '../auth/zod-rule.ts';
import { useHasToken } from '../account/use-login-token.ts';
import { LoginDialog } from './login-dialog.tsx';

interface FormValues {
  title?: string;
  email?: string;
  xulie?: string;
  type?: number;
  type1?: number;
  mismatches?: number;
  bulge?: BulgeModeValue;
}

const BULGE_OPTIONS = BULGE_MODES.map((value) => ({ value, label: BULGE_LABELS[value] }));

const EXAMPLE = 'GAGTCCGAGCAGAAGAAGAAAGG,GAGTTAGAGCAGAAGAAGAAAGG\nGGGTGGGGGGAGTTTGCTCCAGG,AGGTGGGGTGA_TTTGCTCCAGG';

/** The options of a select; none when the list failed to load. */
function useOptions(endpoint: typeof crisprApi.pamTypes | typeof crisprApi.genomes) {
  const { data, status } = useApiData(endpoint);
  return (status === 'failed' ? null : data)?.map((o) => ({ value: o.id, label: o.title })) ?? [];
}

export function CrisprForm() {
  const [form] = Form.useForm<FormValues>();
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
  const pamTypes = useOptions(crisprApi.pamTypes);
  const genomes = useOptions(crisprApi.genomes);

  const upload = async (file: File) => {
    const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!(UPLOAD_PURPOSES.crispr.exts as readonly string[]).includes(ext)) {
      void message.error(UPLOAD_PURPOSES.crispr.message);
      return;
    }
    if (!loggedIn) {
      setDialog(true);
      return;
    }
    const { refusal } = checkPairs((await file.text()).replace(/^\uFEFF/, ''), true);
    setCsvError(refusal);
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
      void message.warning(CRISPR_MESSAGES.noInput);
      return;
    }
    setSubmitting(true);
    try {
      const data = await api.call(crisprApi.addJob, {}, { body: { ...values, csvfile: csv?.url } });
      void navigate(`/crispr-result?id=${data.info}`);
    } catch {
      // The client showed the server's message; the form keeps what was typed.
      setSubmitting(false);
    }
  };

  return (
    <>
      <div className="crispr-help-text" data-testid="crispr-help-text">
        <p>输入 sgRNA 的在靶序列（on-target）与候选脱靶序列（off-target），CRISPR-Net 预测该脱靶位点的切割活性（0-1）。</p>
        <ul>
          <li>每行一对序列，在靶序列与脱靶序列之间用英文逗号分隔（on_seq,off_seq），也可上传同样格式的 csv 文件；</li>
          <li>
            只写一条 sgRNA（20 个碱基加 PAM，共 23 个，PAM 中可用 N）的行，在所选参考基因组的两条链上搜索全部候选脱靶位点（按 PAM
            类型、最大错配数与凸起），再逐一评分；每次最多 {CRISPR_LIMITS.maxGuides} 条 sgRNA，每条保留 {CRISPR_LIMITS.maxSitesPerGuide.toLocaleString('en-US')} 个位点；</li>
          <li>两条序列长度相同（含 PAM，23 或 24 个字符），缺口（bulge）用 - 或 _ 表示，PAM 中可用 N；</li>
          <li>每次提交少于 {CRISPR_LIMITS.maxPairs} 对序列，两次提交至少间隔 {CRISPR_LIMITS.intervalSeconds} 秒；</li>
          <li>结果在服务器保留 {CRISPR_LIMITS.retentionDays} 天；填写邮箱后，任务完成时会收到结果链接。</li>
        </ul>
      </div>
      <Form<FormValues> form={form} layout="vertical" onFinish={submit} className="crispr-form">
        <Form.Item name="title" label="任务名称 (Job title)" rules={[zodRule(addJobFields.shape.title)]}>
          <Input maxLength={100} placeholder="例如：EMX1 sgRNA 脱靶评估" />
        </Form.Item>
        <Form.Item name="email" label="邮箱 (E-mail，选填)" rules={[zodRule(addJobFields.shape.email)]}>
          <Input type="email" autoComplete="email" placeholder="任务完成后发送结果链接" />
        </Form.Item>
        <Form.Item
          label="上传 csv 文件"
          extra="每行 on_seq,off_seq；第一行可为表头。上传文件后以文件内容为准。"
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
            <p className="ant-upload-text">{uploading ? '上传中…' : '点击或拖拽 csv 文件到此处'}</p>
          </Upload.Dragger>
          </div>
        </Form.Item>
        <Form.Item name="xulie" label="或粘贴序列对 (Sequence pairs)" rules={[zodRule(addJobFields.shape.xulie)]}>
          <Input.TextArea rows={6} placeholder={EXAMPLE} spellCheck={false} className="crispr-form__pairs" />
        </Form.Item>
        <div className="crispr-form__selects">
          <Form.Item name="type" label="PAM 类型">
            <Select allowClear placeholder="请选择 PAM 类型" options={pamTypes} />
          </Form.Item>
          <Form.Item
            name="type1"
            label="参考基因组"
            dependencies={['xulie']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_, value) => {
                  const text = getFieldValue('xulie') as string | undefined;
                  if (value === undefined && !csv && text && checkPairsText(text).guides.length > 0) throw new Error(CRISPR_MESSAGES.genomeNeeded);
                },
              }),
            ]}
          >
            <Select allowClear placeholder={genomes.length ? '搜索 sgRNA 时必选' : '服务器上暂无基因组'} options={genomes} />
          </Form.Item>
        </div>
        <div className="crispr-form__selects">
          <Form.Item name="mismatches" label="最大错配数" initialValue={CRISPR_LIMITS.defaultMismatches} rules={[zodRule(addJobFields.shape.mismatches)]}>
            <InputNumber min={0} max={CRISPR_LIMITS.maxMismatches} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="bulge" label="凸起 (bulge，至多一个)" initialValue="none">
            <Select options={BULGE_OPTIONS} />
          </Form.Item>
        </div>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={submitting} size="large">
            提交任务
          </Button>
          <Button type="link" onClick={() => form.setFieldValue('xulie', EXAMPLE)}>
            填入示例
          </Button>
        </Form.Item>
      </Form>
      <LoginDialog open={dialog} redirect="/crispr" onClose={closeDialog} />
    </>
  );
}
