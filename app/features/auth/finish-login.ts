// What both login modes do with a successful answer: keep the session for the visit and say so
// (`done`: the page's 登录成功).
import { message } from 'antd';
import { saveSession } from '../../api/session.ts';
import type { LoginResult } from '../../../contracts/api/user.ts';

export function storeLogin(result: LoginResult, done: string) {
  const token = result.token ?? result.info?.token;
  const user = result.userinfo ?? result.info?.userinfo ?? null;
  saveSession(token, user as unknown as Record<string, unknown> | null);
  void message.success(done);
}
