// Country (China only), province and city selects of an address form; the city list follows the
// province chosen (getArea pid = province id), and changing the province clears the city.
import { Col, Form, Select } from 'antd';
import type { FormInstance, FormRule } from 'antd';
import { COUNTRY_OPTIONS } from '../../../contracts/address.ts';
import { useRegions } from '../auth/use-regions.ts';
import { messageIn } from '../../../contracts/english-messages.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';

interface RegionSelectsProps {
  form: FormInstance;
  /** Field path prefix, e.g. ['member_address'] for the account page's default-address block. */
  prefix?: string[];
  rules: { country: FormRule[]; province: FormRule[]; city: FormRule[] };
  span?: number;
}

export function RegionSelects({ form, prefix = [], rules, span = 8 }: RegionSelectsProps) {
  const provinceName = [...prefix, 'province_id'];
  const cityName = [...prefix, 'city_id'];
  const provinceId = Form.useWatch(provinceName, form) as number | undefined;
  const provinces = useRegions(0);
  const t = useT();
  const { lang } = useLocale();
  const cities = useRegions(provinceId ?? null);
  return (
    <>
      <Col xs={24} md={span}>
        <Form.Item label={t('profile.country')} name={[...prefix, 'country']} rules={rules.country}>
          <Select options={COUNTRY_OPTIONS.map((option) => ({ ...option, label: messageIn(lang, option.label) }))} placeholder={t('profile.chooseCountry')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={span}>
        <Form.Item label={t('profile.province')} name={provinceName} rules={rules.province}>
          <Select
            options={provinces.options}
            loading={provinces.loading}
            placeholder={t('profile.chooseProvince')}
            showSearch={{ optionFilterProp: 'label' }}
            onChange={() => form.setFieldValue(cityName, undefined)}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={span}>
        <Form.Item label={t('profile.city')} name={cityName} rules={rules.city}>
          <Select
            options={cities.options}
            loading={cities.loading}
            placeholder={t('profile.chooseCity')}
            showSearch={{ optionFilterProp: 'label' }}
            disabled={!provinceId}
          />
        </Form.Item>
      </Col>
    </>
  );
}
