import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock('antd', () => ({ message: toast }));

import { addressApi } from '../../contracts/api/address.ts';
import { newsApi } from '../../contracts/api/news.ts';
import { uploadApi } from '../../contracts/api/upload.ts';
import { userApi } from '../../contracts/api/user.ts';
import { v1 } from '../../contracts/api/v1.ts';
import { ApiError, api, apiUrl, errorToastText } from './client.ts';
import { getStoredUser, getToken, onSessionChange, saveSession } from './session.ts';

class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  toast.error.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const lastRequest = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url, init, headers: new Headers(init.headers) };
};

describe('api.call', () => {
  it('sends parameters in the query string and resolves data on 200', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, msg: 'success', data: { total: 3 } }));
    await expect(api.call(newsApi.index, { page: 1, size: 5, tid: null, kind: undefined })).resolves.toEqual({ total: 3 });
    const { url, init } = lastRequest();
    expect(url).toBe('/api/v1/news/index?page=1&size=5');
    expect(init.method).toBe('POST');
    expect(init.body).toBeUndefined();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('sends secrets in a JSON body, never in the URL', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, msg: 'ok', data: { token: 't' } }));
    await api.call(userApi.login, { remember: 1 }, { body: { email: 'a@b.cn', password: 'S3cret!pw' } });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/v1/user/login?remember=1');
    expect(url).not.toContain('S3cret');
    expect(headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'a@b.cn', password: 'S3cret!pw' });
  });

  it('adds the authentication header from the stored token', async () => {
    fetchMock.mockImplementation(async () => json({ code: 200, msg: 'ok', data: null }));
    await api.call(addressApi.list);
    expect(lastRequest().headers.has('authentication')).toBe(false);
    saveSession('tok-123', { id: 1, username: '张三' });
    await api.call(addressApi.list);
    expect(lastRequest().headers.get('authentication')).toBe('tok-123');
  });

  it('turns 201 into a rejection carrying code and msg, shown as an error toast', async () => {
    fetchMock.mockResolvedValue(json({ code: 201, msg: '密码错误', data: null }));
    const error = await api.call(userApi.login).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 201, msg: '密码错误', message: '密码错误' });
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error.mock.calls[0][0]).toMatchObject({ content: '密码错误' });
  });

  it('rejects silently on a non-200 code of a data load', async () => {
    fetchMock.mockResolvedValue(json({ code: 404, msg: '内容不存在', data: null }, 404));
    await expect(api.call(newsApi.read, { id: 9 }, { silent: true })).rejects.toMatchObject({ code: 404, msg: '内容不存在' });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('clears the stored session on 401', async () => {
    saveSession('tok-1', { id: 1, username: 'u' });
    const changed = vi.fn();
    const off = onSessionChange(changed);
    fetchMock.mockResolvedValue(json({ code: 401, msg: '请先登录!', data: null }, 401));
    await expect(api.call(userApi.myInfo, {}, { silent: true })).rejects.toMatchObject({ code: 401 });
    off();
    expect(getToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(changed).toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows a network failure as an error toast, even on a silent load', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.call(newsApi.index, {}, { silent: true })).rejects.toMatchObject({ code: 0, msg: '网络异常，请检查网络后重试' });
    expect(toast.error).toHaveBeenCalledWith({ content: '网络异常，请检查网络后重试', key: 'network-error' });
  });

  it('treats an answer that is not the envelope as a server fault', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.call(newsApi.indexNews)).rejects.toMatchObject({ code: 502, msg: '服务器繁忙，请稍后再试' });
    expect(toast.error.mock.calls[0][0]).toMatchObject({ content: '服务器繁忙，请稍后再试' });
  });

  it('does not toast an aborted request', async () => {
    fetchMock.mockRejectedValue(Object.assign(new Error('aborted'), { name: 'AbortError' }));
    await expect(api.call(newsApi.indexNews)).rejects.toMatchObject({ name: 'AbortError' });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('sends FormData as multipart without a JSON content type', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, msg: 'ok', data: [{ url: '/uploads/a.png' }] }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await expect(api.call(uploadApi.upload, {}, { body: form })).resolves.toEqual([{ url: '/uploads/a.png' }]);
    const { init, headers } = lastRequest();
    expect(init.body).toBe(form);
    expect(headers.has('content-type')).toBe(false);
  });

  it('calls an endpoint with its documented method (GET here)', async () => {
    // Declared here: the documented method of every read call of the table is POST.
    const searchByGet = v1({ path: '/article/search', methods: ['GET'], summary: 'search' });
    fetchMock.mockResolvedValue(json({ code: 200, msg: 'ok', data: { data: [], total: 0 } }));
    await api.call(searchByGet, { page: 0, size: 5, keywords: 'Cas9' });
    expect(lastRequest().url).toBe('/api/v1/article/search?page=0&size=5&keywords=Cas9');
    expect(lastRequest().init.method).toBe('GET');
  });
});

describe('apiUrl and errorToastText', () => {
  it('keeps explicit /api and /messages paths and joins arrays', () => {
    expect(apiUrl('/api/v1/x', { ids: [1, 2] })).toBe('/api/v1/x?ids=1%2C2');
    expect(apiUrl('/messages/send-mail')).toBe('/messages/send-mail');
    expect(apiUrl('user/login')).toBe('/api/v1/user/login');
  });

  it('decides toasts per the error catalogue', () => {
    expect(errorToastText(new ApiError(201, '验证码错误'))).toBe('验证码错误');
    expect(errorToastText(new ApiError(201, '验证码错误'), { silent: true })).toBeNull();
    expect(errorToastText(new ApiError(0, '网络异常，请检查网络后重试'), { silent: true })).toBe('网络异常，请检查网络后重试');
    expect(errorToastText(new ApiError(500, ''))).toBe('服务器繁忙，请稍后再试');
    expect(errorToastText(new Error('boom'))).toBe('服务器繁忙，请稍后再试');
    expect(errorToastText(new Error('boom'), { silent: true })).toBeNull();
  });
});
