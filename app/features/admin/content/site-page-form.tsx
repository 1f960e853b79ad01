// A single page (关于我们, 隐私政策, 福利待遇, 服务优势介绍): title, picture, summary and the body in the
// rich-text editor (what you see is what the page shows; the server strips scripts and event handlers
// on save). A save is public at once, so 查看公开页面 opens the page that shows it.
import { Button, Divider, Form, Input, Segmented, Space, Spin, message } from 'antd';
import { useEffect, useState } from 'react';
import { adminSiteApi } from '../../../../contracts/api/admin/content-site.ts';
import { SITE_PAGES, type SitePageSlug } from '../../../../contracts/content-site.ts';
import { pagePath } from '../../../../contracts/page-paths.ts';
import { api } from '../../../api/client.ts';
import { useApiData } from '../../../api/use-api-data.ts';
import { useFormSave } from '../use-save.ts';
import { ImageUploadField } from './image-upload-field.tsx';
import { HistoryButton } from '../versions/history-drawer.tsx';
import { RichTextField } from './rich-text-field.tsx';

const SLUGS = Object.entries(SITE_PAGES).map(([value, label]) => ({ value: value as SitePageSlug, label }));

/** The public page showing each single page (服务优势介绍 has none: only its blocks are shown). */
const PUBLIC_PAGES: Partial<Record<SitePageSlug, string>> = { aboutus: pagePath('contact-us'), privacy: pagePath('privacy-policy'), fulidaiyu: pagePath('contact-us') };

export function SitePageForm() {
  const [slug, setSlug] = useState<SitePageSlug>('aboutus');
  const { data, reload } = useApiData(adminSiteApi.page, { slug });
  const [form] = Form.useForm();
  useEffect(() => {
    if (data) form.setFieldsValue(data);
  }, [data, form]);
  const { saving, submit } = useFormSave(form, async (values) => {
    await api.call(adminSiteApi.savePage, {}, { body: { ...values, slug } });
    void message.success('已保存');
    reload();
  });

  return (
    <>
      <Segmented options={SLUGS} value={slug} onChange={(v) => setSlug(v as SitePageSlug)} style={{ marginBottom: 16 }} />
      {data?.slug !== slug ? (
        <Spin />
      ) : (
        <Form form={form} layout="vertical" name="site_page" key={slug} initialValues={data}>
          <Form.Item name="title" label="标题">
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="litpic" label="图片">
            <ImageUploadField purpose="page" />
          </Form.Item>
          {/* Beside the Chinese picture: its copy without Chinese lettering for the English site (issue 35 point 4). */}
          <Form.Item name="en_litpic" label="图片 · 英文网站用图（不含中文文字；留空则英文网站显示上面的图片）">
            <ImageUploadField purpose="page" />
          </Form.Item>
          <Form.Item name="description" label="摘要">
            <Input.TextArea rows={2} maxLength={2000} />
          </Form.Item>
          <Form.Item name="body" label="正文">
            <RichTextField />
          </Form.Item>
          {/* The English page (decision 0033): empty means the English site says it has none. */}
          <Divider>英文网站（English）</Divider>
          <Form.Item name="en_title" label="English title">
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="en_description" label="English summary">
            <Input.TextArea rows={2} maxLength={2000} />
          </Form.Item>
          <Form.Item name="en_body" label="English body">
            <RichTextField />
          </Form.Item>
          <Space wrap>
            <Button type="primary" loading={saving} onClick={submit}>
              保存{SITE_PAGES[slug]}
            </Button>
            <HistoryButton entity="pages" id={slug} onRestored={reload} />
            {PUBLIC_PAGES[slug] ? (
              <Button href={PUBLIC_PAGES[slug]} target="_blank" rel="noopener">
                查看公开页面
              </Button>
            ) : null}
          </Space>
        </Form>
      )}
    </>
  );
}
