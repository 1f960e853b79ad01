// 新增/编辑轮播图: picture (uploaded through ImageUploadField), overlay title and rich-text caption, link, position,
// shown. The rules are the contract's, so the form says what the server would refuse.
import { Divider, Form, Input, Select } from 'antd';
import { useCallback } from 'react';
import { adminCatalogueApi, type AdminAd } from '../../../../contracts/api/admin/content-catalogue.ts';
import { AD_POSITIONS, AD_POSITION_LABELS, adFields } from '../../../../contracts/content-catalogue.ts';
import { api } from '../../../api/client.ts';
import { zodRule } from '../../../components/zod-rule.ts';
import { ImageUploadField } from './image-upload-field.tsx';
import { RichTextField } from './rich-text-field.tsx';
import { ScheduleFields, scheduleFormValues } from './schedule-fields.tsx';
import { pagePath } from '../../../../contracts/page-paths.ts';
import { FlagSwitch, FormDrawer, useItemForm } from './console-form.tsx';
import { useFormSave } from '../use-save.ts';

// A type, not an interface: the save sends it as the call's body (a plain record).
type AdFormValues = {
  position: number;
  adfile?: string | null;
  en_adfile?: string | null;
  name?: string;
  body?: string;
  en_name?: string;
  en_body?: string;
  is_showbody: number;
  gourl?: string;
  status: number;
  publish_at?: string;
  unpublish_at?: string;
};

const POSITION_OPTIONS = AD_POSITIONS.map((value) => ({ value, label: AD_POSITION_LABELS[value] }));

/** `ad` undefined: closed; null: a new slide for `position`. */
export function CarouselFormDrawer({ ad, position, onClose, onSaved }: { ad: AdminAd | null | undefined; position: number; onClose: () => void; onSaved: () => void }) {
  const open = ad !== undefined;
  const values = useCallback(
    () =>
      ad
        ? { position: ad.position, adfile: ad.adfile, en_adfile: ad.en_adfile, name: ad.name, body: ad.body ?? '', en_name: ad.en_name ?? '', en_body: ad.en_body ?? '', is_showbody: ad.is_showbody, gourl: ad.gourl ?? '', status: ad.status, ...scheduleFormValues(ad) }
        : { position, adfile: null, en_adfile: null, name: '', body: '', en_name: '', en_body: '', is_showbody: 1, gourl: '', status: 1, publish_at: '', unpublish_at: '' },
    [ad, position],
  );
  const form = useItemForm<AdFormValues>(open, values);
  const { saving, submit } = useFormSave(form, async (body) => {
    if (ad) await api.call(adminCatalogueApi.adUpdate, {}, { body: { ...body, id: ad.id } });
    else await api.call(adminCatalogueApi.adAdd, {}, { body });
    onSaved();
  });

  return (
    <FormDrawer
      open={open}
      title={ad ? '编辑轮播图' : '新增轮播图'}
      width="min(640px, 100vw)"
      onClose={onClose}
      form={form}
      name="carousel_form"
      saved={ad ? { id: ad.id, history: 'ads', onRestored: onSaved } : null}
      saving={saving}
      onSave={submit}
    >
      <Form.Item name="adfile" label="轮播图片" rules={[zodRule(adFields.adfile)]} extra="建议宽度 1600 像素以上；服务器会生成 400/800/1600 宽的版本">
        <ImageUploadField purpose="carousel" />
      </Form.Item>
      {/* Beside the Chinese slide: its copy without Chinese lettering for the English site (issue 35 point 4). */}
      <Form.Item name="en_adfile" label="轮播图片 · 英文网站用图（不含中文文字；留空则英文网站显示上面的图片）" rules={[zodRule(adFields.en_adfile)]}>
        <ImageUploadField purpose="carousel" />
      </Form.Item>
      <Form.Item name="position" label="轮播位置" rules={[zodRule(adFields.position)]}>
        <Select options={POSITION_OPTIONS} />
      </Form.Item>
      <Form.Item name="name" label="标题" rules={[zodRule(adFields.name)]}>
        <Input maxLength={100} />
      </Form.Item>
      {/* Edited as rich text like every other body (issue 35 point 11), not typed as HTML. */}
      <Form.Item name="body" label="说明文字" rules={[zodRule(adFields.body)]}>
        <RichTextField compact />
      </Form.Item>
      {/* The English site's slide text (decision 0033): the picture and link are shared; empty = not translated. */}
      <Divider>英文网站（English）</Divider>
      <Form.Item name="en_name" label="English title" rules={[zodRule(adFields.en_name)]}>
        <Input maxLength={100} data-testid="carousel-en-name" />
      </Form.Item>
      <Form.Item name="en_body" label="English caption" rules={[zodRule(adFields.en_body)]}>
        <RichTextField compact />
      </Form.Item>
      <FlagSwitch name="is_showbody" label="在图片上显示标题与说明" />
      <Form.Item name="gourl" label="点击链接" rules={[zodRule(adFields.gourl)]} extra="站内地址以 / 开头，站外地址以 https:// 开头；留空则不可点击">
        <Input placeholder={`${pagePath('tech-service')} 或 https://…`} />
      </Form.Item>
      <FlagSwitch name="status" label="显示" />
      <ScheduleFields testId="carousel" />
    </FormDrawer>
  );
}
