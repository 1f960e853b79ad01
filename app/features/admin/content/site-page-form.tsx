// A single page (关于我们, 隐私政策, 福利待遇, 服务优势介绍): title, picture, summary and the HTML body
// with a preview of what the site will show (the server strips scripts and event handlers on save).
import { Button, Form, Input, Segmented, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { adminSiteApi } from '../../../../contracts/api/admin/content-site.ts';
import { SITE_PAGES, type SitePageSlug } from '../../../../contracts/content-site.ts';
import { api } from '../../../api/client.ts';
import { useApiData } from '../../../api/use-api-data.ts';
import { ImageUploadField } from './image-upload-field.tsx';

const SLUGS = Object.entries(SITE_PAGES).map(([value, label]) => ({ value: value as SitePageSlug, label }));

export function SitePageForm() {
  const [slug, setSlug] = useState<SitePageSlug>('aboutus');
  const { data, reload } = useApiData(adminSiteApi.page, { slug });
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState(false);
  const body = Form.useWatch('body', form) as string | undefined;
  useEffect(() => {
    if (data) form.setFieldsValue(data);
  }, [data, form]);

  async function save() {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await api.call(adminSiteApi.savePage, {}, { body: { ...values, slug } });
      reload();
    } catch {
      // shown by the client
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Segmented options={SLUGS} value={slug} onChange={(v) => setSlug(v as SitePageSlug)} style={{ marginBottom: 16 }} />
      {data?.slug !== slug ? (
        <Spin />
      ) : (
        <Form form={form} layout="vertical" name="site_page" key={slug}>
          <Form.Item name="title" label="标题">
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="litpic" label="图片">
            <ImageUploadField purpose="page" />
          </Form.Item>
          <Form.Item name="description" label="摘要">
            <Input.TextArea rows={2} maxLength={2000} />
          </Form.Item>
          <Form.Item name="body" label="正文（HTML）" extra="保存时会去除脚本等不安全内容">
            <Input.TextArea rows={12} />
          </Form.Item>
          {preview ? <HtmlPreview html={body ?? ''} /> : null}
          <Space>
            <Button type="primary" loading={saving} onClick={() => void save().catch(() => undefined)}>
              保存{SITE_PAGES[slug]}
            </Button>
            <Button onClick={() => setPreview(!preview)}>{preview ? '关闭预览' : '预览'}</Button>
          </Space>
        </Form>
      )}
    </>
  );
}

/**
 * The body as a page would show it, in a sandboxed frame: no script of the draft can run in the
 * console (the server's sanitiser decides what is finally kept).
 */
export function HtmlPreview({ html }: { html: string }) {
  return <iframe title="预览" sandbox="" srcDoc={html} style={{ width: '100%', height: 320, border: '1px dashed #d9d9d9', marginBottom: 16, background: '#fff' }} />;
}
