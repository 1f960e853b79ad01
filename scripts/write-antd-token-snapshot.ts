// Writes app/components/antd-token-snapshot.json, antd's design token for the site theme (decision 0095),
// after upgrading antd or @ant-design/cssinjs; test/fences/antd-token-snapshot.test.ts fails while it is stale.
import fs from 'node:fs';
import { recordSiteToken } from './antd-token-record.ts';

const { key, value } = recordSiteToken();
const target = new URL('../app/components/antd-token-snapshot.json', import.meta.url);
fs.writeFileSync(target, `${JSON.stringify({ key, value })}\n`);
console.log(`wrote ${target.pathname}`);
