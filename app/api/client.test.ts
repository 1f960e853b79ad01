import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock('antd', () => ({ message: toast }));

import { addressApi } from '../../contracts/api/address.ts';
import { ADMIN_API_PREFIX } from '../../contracts/api/admin/admin-v1.ts';
import { adminInboxApi } from '../../contracts/api/admin/inbox.ts';
import { adminOrderApi } from '../../contracts/api/admin/orders.ts';
import { staffApi } from '../../contracts/api/admin/staff.ts';
import { newsApi } from '../../contracts/api/news.ts';
import { uploadApi } from '../../contracts/api/upload.ts';
import { userApi } from '../../contracts/api/user.ts';
import { v1 } from '../../contracts/api/v1.ts';
import { ADMIN_URL_PREFIX, ApiError, api, apiUrl, createApiClient, errorToastText, fileNameOf, staffLoginHref } from './client.ts';
import { clearStaffToken, getStaffToken, getStoredUser, getToken, onSessionChange, saveSession, saveStaffToken } from './session.ts';

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
  vi.stubGlobal('localStorage', new MemoryStorage());
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

  it('keeps the session when a 401 answers a call that did not carry it (another tab logged in meanwhile)', async () => {
    // The call leaves with the old token; before its answer arrives another tab's login hands this tab a new one.
    saveSession('tok-old', { id: 1 });
    fetchMock.mockImplementation(async () => {
      saveSession('tok-new', { id: 2 });
      return json({ code: 401, msg: '请先登录!', data: null }, 401);
    });
    await expect(api.call(userApi.myInfo, {}, { silent: true })).rejects.toMatchObject({ code: 401 });
    expect(getToken()).toBe('tok-new');
    expect(getStoredUser()).toMatchObject({ id: 2 });
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

describe('the staff token (operations console)', () => {
  it('goes to /api/admin/ calls only, and the customer token only to the others', async () => {
    fetchMock.mockImplementation(async () => json({ code: 200, msg: 'ok', data: null }));
    saveSession('customer-tok', { id: 1 });
    saveStaffToken('staff-tok');
    expect(localStorage.getItem('staff_token')).toBe('staff-tok');

    await api.call(adminOrderApi.list, { page: 1, size: 20 });
    expect(lastRequest().url).toBe('/api/admin/v1/orders/list?page=1&size=20');
    expect(lastRequest().headers.get('authentication')).toBe('staff-tok');

    await api.call(addressApi.list);
    expect(lastRequest().headers.get('authentication')).toBe('customer-tok');

    // Signed in as a customer only: an admin call carries no token at all, not the customer's.
    clearStaffToken();
    await api.call(staffApi.me, {}, { silent: true });
    expect(lastRequest().headers.has('authentication')).toBe(false);
  });

  it('keeps the prefix equal to the admin API prefix of the endpoint table', () => {
    expect(`${ADMIN_API_PREFIX}/`.startsWith(ADMIN_URL_PREFIX)).toBe(true);
    expect(staffApi.login.url.startsWith(ADMIN_URL_PREFIX)).toBe(true);
    expect(userApi.login.url.startsWith(ADMIN_URL_PREFIX)).toBe(false);
  });

  it('on a 401 of an admin call forgets the staff token only and sends the member to the sign-in', async () => {
    const staffSignedOut = vi.fn();
    const client = createApiClient({ fetch: fetchMock as unknown as typeof fetch, notifyError: vi.fn(), staffSignedOut });
    saveSession('customer-tok', { id: 1 });
    saveStaffToken('staff-tok');
    fetchMock.mockResolvedValue(json({ code: 401, msg: '登录已过期，请重新登录', data: null }, 401));
    await expect(client.call(adminOrderApi.summary, {}, { silent: true })).rejects.toMatchObject({ code: 401 });
    expect(getStaffToken()).toBeNull();
    expect(getToken()).toBe('customer-tok');
    expect(staffSignedOut).toHaveBeenCalledTimes(1);
  });

  it('on a 401 of a customer call leaves the staff token alone', async () => {
    const staffSignedOut = vi.fn();
    const client = createApiClient({ fetch: fetchMock as unknown as typeof fetch, notifyError: vi.fn(), staffSignedOut });
    saveSession('customer-tok', { id: 1 });
    saveStaffToken('staff-tok');
    fetchMock.mockResolvedValue(json({ code: 401, msg: '请先登录!', data: null }, 401));
    await expect(client.call(userApi.myInfo, {}, { silent: true })).rejects.toMatchObject({ code: 401 });
    expect(getToken()).toBeNull();
    expect(getStaffToken()).toBe('staff-tok');
    expect(staffSignedOut).not.toHaveBeenCalled();
  });

  it('names the sign-in page with the page to come back to, and never loops on it', () => {
    expect(staffLoginHref({ pathname: '/admin/orders', search: '?status=1' })).toBe('/admin/login?redirect=%2Fadmin%2Forders%3Fstatus%3D1');
    expect(staffLoginHref({ pathname: '/admin/login', search: '?redirect=%2Fadmin' })).toBeNull();
  });

  it('uploads with the staff token and reports progress', async () => {
    const sent: { url?: string; headers: Record<string, string>; body?: unknown } = { headers: {} };
    const listeners: Record<string, () => void> = {};
    const uploadListeners: Record<string, (event: { lengthComputable: boolean; loaded: number; total: number }) => void> = {};
    const xhr = {
      status: 200,
      responseText: JSON.stringify({ code: 200, msg: 'ok', data: { id: 5 } }),
      open: (_method: string, url: string) => (sent.url = url),
      setRequestHeader: (name: string, value: string) => (sent.headers[name] = value),
      upload: { addEventListener: (name: string, fn: (typeof uploadListeners)[string]) => (uploadListeners[name] = fn) },
      addEventListener: (name: string, fn: () => void) => (listeners[name] = fn),
      abort: vi.fn(),
      send: (body: unknown) => {
        sent.body = body;
        uploadListeners.progress?.({ lengthComputable: true, loaded: 50, total: 200 });
        listeners.load?.();
      },
    };
    const client = createApiClient({ fetch: fetchMock as unknown as typeof fetch, notifyError: vi.fn(), createXhr: () => xhr as unknown as XMLHttpRequest });
    saveSession('customer-tok', { id: 1 });
    saveStaffToken('staff-tok');
    const progress = vi.fn();
    const form = new FormData();
    form.append('kind', 'guide');
    await expect(client.upload(adminOrderApi.uploadFile, form, { onProgress: progress })).resolves.toEqual({ id: 5 });
    expect(sent.url).toBe('/api/admin/v1/orders/uploadFile');
    expect(sent.headers.authentication).toBe('staff-tok');
    expect(sent.body).toBe(form);
    expect(progress).toHaveBeenCalledWith(25);
  });
});

describe('api.download (a file fetched with the token in the header)', () => {
  it('posts the parameters with the staff token and gives the blob and its UTF-8 name', async () => {
    saveSession('customer-tok', { id: 1 });
    saveStaffToken('staff-tok');
    fetchMock.mockResolvedValue(
      new Response(new Uint8Array([80, 75, 3, 4]), {
        status: 200,
        headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'content-disposition': `attachment; filename="inbox-20260501.xlsx"; filename*=UTF-8''${encodeURIComponent('询价与预约-20260501.xlsx')}` },
      }),
    );
    const file = await api.download(adminInboxApi.export, { kind: 'mail', keyword: undefined });
    expect(file.fileName).toBe('询价与预约-20260501.xlsx');
    expect(file.blob.size).toBe(4);
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/admin/v1/inbox/export');
    expect(init.method).toBe('POST');
    expect(headers.get('authentication')).toBe('staff-tok');
    expect(JSON.parse(String(init.body))).toEqual({ kind: 'mail' });
  });

  it('rejects a refusal with its message as a toast', async () => {
    fetchMock.mockResolvedValue(json({ code: 201, msg: '类型不正确', data: null }));
    await expect(api.download(adminInboxApi.export, { kind: 'x' })).rejects.toMatchObject({ code: 201, msg: '类型不正确' });
    expect(toast.error).toHaveBeenCalledWith({ content: '类型不正确', key: undefined });
  });

  it('reads the plain file name when there is no UTF-8 one', () => {
    expect(fileNameOf('attachment; filename="a.xlsx"')).toBe('a.xlsx');
    expect(fileNameOf(null)).toBeNull();
  });
});
