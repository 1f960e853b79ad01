// 网站设置: every web setting (plain text; the hotlines keep their line breaks; the QR codes and the map
// uploaded as pictures) and the four counters.
import { Button, Col, Form, Input, InputNumber, Spin, Typography, message } from 'antd';
import { Fragment, useEffect, useRef } from 'react';
import { adminSiteApi } from '../../../../contracts/api/admin/content-site.ts';
import { WEB_COUNTER_KEYS, WEB_SETTING_KEYS } from '../../../../contracts/api/content.ts';
import { COUNTER_LABELS, PICTURE_SETTING_KEYS, SETTING_LABELS } from '../../../../contracts/content-site.ts';
import { WEB_SETTING_EN_KEYS, type WebSettingEnKey } from '../../../../contracts/english-content.ts';

/** The English site's values (stored as `<key>_en`, decision 0033), labelled in English beside the Chinese form. */
const ENGLISH_LABELS: Record<WebSettingEnKey, string> = {
  xxl_title: 'Site title',
  xxl_foottel: 'Footer hotlines',
  xxl_copyright: 'Copyright line',
  xxl_beian: 'ICP registration line',
  zp_hottel1: 'Recruitment hotline (experienced hires)',
  zp_hottel2: 'Recruitment hotline (campus)',
  company_address: 'Company address',
  sample_address: 'Sample shipping address',
  company_name: 'Company name',
  site_notice: 'Site notice',
  xxl_keywords: 'SEO keywords',
  xxl_description: 'SEO description',
  comany_map: 'Company map picture, lettered in English (blank: the Chinese map)',
};
import { api } from '../../../api/client.ts';
import { useApiData } from '../../../api/use-api-data.ts';
import { useFormSave } from '../use-save.ts';
import { ImageUploadField } from './image-upload-field.tsx';
import { GutterRow } from '../../../components/gutter-row.tsx';
import { HydrationParts } from '../hydration-parts.tsx';
import { ENGLISH_FULL_WIDTH as ENGLISH_MULTILINE, SETTING_FULL_WIDTH as MULTILINE, settingParts } from './setting-parts.ts';

const PICTURES = new Set<string>(PICTURE_SETTING_KEYS);
// About seven fields a part: the Chinese settings hydrated as one part committed ~900 components at once.
const FIELDS_PER_PART = 7;
const CHINESE_PARTS = settingParts(WEB_SETTING_KEYS, MULTILINE, FIELDS_PER_PART);
const ENGLISH_PARTS = settingParts(WEB_SETTING_EN_KEYS, ENGLISH_MULTILINE, FIELDS_PER_PART);

export function SiteSettingsForm() {
  const { data, reload } = useApiData(adminSiteApi.settings, {});
  const [form] = Form.useForm();
  // The values the form was first drawn with are its initialValues: filling them in again as the page
  // hydrates would render every field a second time (issue 35); later answers (a reload) are filled in.
  const drawnWith = useRef(data);
  useEffect(() => {
    if (data && data !== drawnWith.current) form.setFieldsValue(data);
  }, [data, form]);
  const { saving, submit } = useFormSave(form, async (values) => {
    await api.call(adminSiteApi.saveSettings, {}, { body: values });
    void message.success('已保存');
    reload();
  });
  if (!data) return <Spin />;

  return (
    // initialValues: a page drawn on the server shows the values in its HTML; the effect above fills
    // the form again after a reload. Its rows are parts of about seven fields: a page drawn on the
    // server hydrates them one after the other, each committed apart, not as one long task (decision 0097).
    <Form form={form} layout="vertical" name="site_settings" initialValues={data}>
      <HydrationParts>
        {[
          ...CHINESE_PARTS.map((keys) => <SettingFields key={keys[0]} group="settings" keys={keys} labels={SETTING_LABELS} multiline={MULTILINE} />),
          ...ENGLISH_PARTS.map((keys, index) => (
            <Fragment key={`en-${keys[0]}`}>
              {index === 0 ? <Typography.Title level={2} className="console__section-title">英文网站（English）</Typography.Title> : null}
              <SettingFields group="settings_en" keys={keys} labels={ENGLISH_LABELS} multiline={ENGLISH_MULTILINE} testIdPrefix="setting-en-" />
            </Fragment>
          )),
          <Fragment key="counters">
            <Typography.Title level={2} className="console__section-title">计数器</Typography.Title>
            <GutterRow gutter={16}>
              {WEB_COUNTER_KEYS.map((key) => (
                <Col key={key} xs={12} md={6}>
                  <Form.Item name={['counters', key]} label={COUNTER_LABELS[key]}>
                    <InputNumber min={0} max={99_999_999} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
              ))}
            </GutterRow>
            <Button type="primary" loading={saving} onClick={submit}>
              保存设置
            </Button>
          </Fragment>,
        ]}
      </HydrationParts>
    </Form>
  );
}

/** One group of web settings (Chinese or English): a picture, several lines or one line each. */
function SettingFields<K extends string>({ group, keys, labels, multiline, testIdPrefix }: { group: string; keys: readonly K[]; labels: Record<K, string>; multiline: ReadonlySet<string>; testIdPrefix?: string }) {
  return (
    <GutterRow gutter={16}>
      {keys.map((key) => (
        <Col key={key} xs={24} md={multiline.has(key) ? 24 : 12}>
          <Form.Item name={[group, key]} label={labels[key]}>
            {PICTURES.has(key) ? (
              <ImageUploadField purpose="page" />
            ) : multiline.has(key) ? (
              <Input.TextArea rows={2} maxLength={2000} />
            ) : (
              <Input maxLength={2000} data-testid={testIdPrefix ? `${testIdPrefix}${key}` : undefined} />
            )}
          </Form.Item>
        </Col>
      ))}
    </GutterRow>
  );
}
