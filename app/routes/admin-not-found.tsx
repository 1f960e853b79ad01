// An unknown address inside the console: 404 inside the console's own frame.
import { Result } from 'antd';
import { Link } from 'react-router';
import { consoleMeta } from '../features/admin/console-meta.ts';
import type { Route } from './+types/admin-not-found';
import { consolePath } from '../../contracts/console-paths.ts';

export const meta: Route.MetaFunction = consoleMeta('页面不存在');

export default function AdminNotFound() {
  return <Result status="404" title="页面不存在" extra={<Link to={consolePath('admin-dashboard')}>返回概览</Link>} />;
}
