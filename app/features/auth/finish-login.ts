// What both login modes do with a successful answer: keep the session for the visit and go on.
import { message } from 'antd';
import { saveSession } from '../../api/session.ts';
import type { LoginResult } from '../../../contracts/api/user.ts';

export function storeLogin(result: LoginResult) {
  const token = result.token ?? result.info?.token;
  const user = result.userinfo ?? result.info?.userinfo ?? null;
  saveSession(token, user as unknown as Record<string, unknown> | null);
  void message.success('登录成功');
}
