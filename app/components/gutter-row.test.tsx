import fs from 'node:fs';
import { renderToString } from 'react-dom/server';
import { Col } from 'antd';
import { describe, expect, it } from 'vitest';
import { GutterRow } from './gutter-row.tsx';

describe('GutterRow', () => {
  it('is antd’s row with the gutter as CSS variables, its columns antd’s own', () => {
    const html = renderToString(
      <GutterRow gutter={[16, 12]} className="console-section">
        <Col xs={24} md={12}>
          a
        </Col>
      </GutterRow>,
    );
    expect(html).toMatch(/^<div class="ant-row gutter-row console-section" style="--gutter-x:16px;--gutter-y:12px">/);
    expect(html).toMatch(/<div class="ant-col ant-col-xs-24 ant-col-md-12[^"]*">a<\/div>/);
  });

  it('takes a single number as the horizontal gap only', () => {
    expect(renderToString(<GutterRow gutter={16}>a</GutterRow>)).toContain('style="--gutter-x:16px;--gutter-y:0px"');
  });

  it('spaces its columns from gutter-row.css, as antd’s Row did with inline padding', () => {
    const css = fs.readFileSync(new URL('../styles/gutter-row.css', import.meta.url), 'utf8');
    expect(css).toMatch(/\.gutter-row \{\s*row-gap: var\(--gutter-y\);\s*margin-inline: calc\(var\(--gutter-x\) \/ -2\);/);
    expect(css).toMatch(/\.gutter-row > \.ant-col \{\s*padding-inline: calc\(var\(--gutter-x\) \/ 2\);/);
  });
});
