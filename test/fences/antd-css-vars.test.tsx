// Fence A11 (docs/rendering.md): the built site does not let antd register its CSS variables at run
// time (app/components/antd-static-css-vars.ts, decision 0090), because antd/dist/antd.css holds the
// same blocks. Here antd runs as shipped (the test does not go through the build's redirect): its
// components render with the site's theme into a fresh style cache, and every variable block they
// would have inserted must be in the stylesheet, value for value.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { Alert, Badge, Breadcrumb, Button, Card, Checkbox, Col, Collapse, ConfigProvider, DatePicker, Descriptions, Divider, Drawer, Dropdown, Empty, Form, Image, Input, InputNumber, Layout, List, Menu, Pagination, Popconfirm, Progress, Radio, Result, Row, Segmented, Select, Skeleton, Space, Spin, Statistic, Steps, Switch, Table, Tabs, Tag, Timeline, Tooltip, TreeSelect, Typography, Upload } from 'antd';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SITE_THEME } from '../../app/components/antd-theme.ts';
import { cssVarsRedirect, CSS_VARS_SHIM } from '../../scripts/vite/antd-static-css-vars.ts';
import { fence } from './fence.ts';

const SAME_VARIABLES = fence('A11', 'every CSS variable block antd registers at run time with the site theme is in antd.css with the same values');
const stylesheet = fs.readFileSync(createRequire(import.meta.url).resolve('antd/dist/antd.css'), 'utf8');

/** `selector{a:1;b:2}` blocks as selector → declarations. */
function variableBlocks(css: string): Map<string, Map<string, string>> {
  const blocks = new Map<string, Map<string, string>>();
  for (const [, selector, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declarations = new Map(body!.split(';').filter((part) => part.startsWith('--')).map((part) => part.split(/:(.*)/s).slice(0, 2) as [string, string]));
    if (declarations.size > 0) blocks.set(selector!.trim(), declarations);
  }
  return blocks;
}

// Every antd component the site imports. Popups register their variables when they open, which a
// server render cannot do: the drawer's and the tooltip's panels (antd's own, for its docs' previews)
// render in place; the dialog's and the message's panels bring a provider of their own, with a key of
// its own, so they are left out.
function everyComponent() {
  return (
    <ConfigProvider theme={SITE_THEME}>
      <Layout>
        <Layout.Sider>
          <Menu mode="inline" theme="dark" items={[{ type: 'group', key: 'g', label: '业务', children: [{ key: 'a', label: '订单' }] }]} />
        </Layout.Sider>
        <Layout.Content>
          <Alert title="提示" />
          <Badge count={3} />
          <Breadcrumb items={[{ title: '首页' }]} />
          <Button type="primary">提交</Button>
          <Card title="卡片">内容</Card>
          <Checkbox>选择</Checkbox>
          <Collapse items={[{ key: '1', label: '标题', children: '内容' }]} />
          <DatePicker />
          <DatePicker.RangePicker />
          <Descriptions items={[{ key: '1', label: '编号', children: 'G1' }]} />
          <Divider />
          <Drawer._InternalPanelDoNotUseOrYouWillBeFired title="抽屉" />
          <Dropdown menu={{ items: [{ key: '1', label: '项' }] }}>
            <span>更多</span>
          </Dropdown>
          <Empty />
          <Form>
            <Form.Item label="名称" name="name">
              <Input />
            </Form.Item>
          </Form>
          <Input.TextArea />
          <Input.Search />
          <InputNumber />
          <List dataSource={['a']} renderItem={(item) => <List.Item>{item}</List.Item>} />
          <Image src="/a.png" alt="图" />
          <Pagination total={50} />
          <Popconfirm title="确定？">
            <span>删除</span>
          </Popconfirm>
          <Progress percent={40} />
          <Radio.Group options={['甲', '乙']} />
          <Result status="success" title="完成" />
          <Segmented options={['日', '周']} />
          <Select options={[{ value: 1, label: '一' }]} />
          <TreeSelect treeData={[{ value: 1, title: '一' }]} />
          <Skeleton />
          <Space />
          <Row>
            <Col span={12}>列</Col>
          </Row>
          <Spin />
          <Statistic value={3} />
          <Steps items={[{ title: '一' }]} />
          <Switch />
          <Table columns={[{ title: '编号', dataIndex: 'no' }]} dataSource={[{ key: 1, no: 'G1' }]} />
          <Tabs items={[{ key: '1', label: '甲', children: '内容' }]} />
          <Tag>标签</Tag>
          <Timeline items={[{ content: '一' }]} />
          <Tooltip._InternalPanelDoNotUseOrYouWillBeFired title="提示" />
          <Typography.Title>标题</Typography.Title>
          <Upload />
        </Layout.Content>
      </Layout>
    </ConfigProvider>
  );
}

describe('antd registers no CSS variable that antd.css lacks', () => {
  it('every block the components would insert is in the stylesheet with the same values', () => {
    const cache = createCache();
    renderToString(<StyleProvider cache={cache}>{everyComponent()}</StyleProvider>);
    const registered = variableBlocks(extractStyle(cache, { plain: true, types: ['cssVar', 'token'] }));
    const shipped = variableBlocks(stylesheet);
    // Enough components registered for the comparison to mean something.
    expect(registered.size, SAME_VARIABLES).toBeGreaterThan(30);
    const differences: string[] = [];
    for (const [selector, declarations] of registered) {
      const inSheet = shipped.get(selector);
      if (!inSheet) {
        differences.push(`${selector}: not in antd.css`);
        continue;
      }
      for (const [name, value] of declarations) if (inSheet.get(name) !== value) differences.push(`${selector} ${name}: ${value} at run time, ${inSheet.get(name) ?? 'missing'} in antd.css`);
    }
    expect(differences, SAME_VARIABLES).toEqual([]);
  });
});

describe('the build points antd at the shim', () => {
  it('redirects imports of @ant-design/cssinjs, except the shim’s own', () => {
    expect(cssVarsRedirect('@ant-design/cssinjs', '/x/node_modules/@ant-design/cssinjs-utils/es/util/genStyleUtils.js')).toBe(CSS_VARS_SHIM);
    expect(cssVarsRedirect('@ant-design/cssinjs', CSS_VARS_SHIM)).toBeNull();
    expect(cssVarsRedirect('@ant-design/cssinjs-utils', '/x/y.js')).toBeNull();
    expect(cssVarsRedirect('@ant-design/cssinjs', undefined)).toBeNull();
  });
});
