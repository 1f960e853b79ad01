// The one picture field of every content form: a Form.Item control whose value is the picture's
// address. The file goes to the console's image upload (adminMediaApi.uploadImage), which checks the
// content, resizes it and answers the address to store (the largest size, at most 1600 px wide). Type
// and size are checked here first only to spare a useless upload: the server decides. The address can
// also be typed (a picture already on the site, or the demo content's own paths).
import { DeleteOutlined, LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Image, Input, Progress, Space, Typography, Upload, message } from 'antd';
import { useState } from 'react';
import { adminMediaApi, type MediaPurpose } from '../../../../contracts/api/admin/media.ts';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, MEDIA_MESSAGES } from '../../../../contracts/media.ts';
import { api } from '../../../api/client.ts';

export interface ImageUploadFieldProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** What the picture is for (kept with the stored file). */
  purpose: MediaPurpose;
  /** Set by Form.Item, so its label points at the address input. */
  id?: string;
}

export function ImageUploadField({ value, onChange, purpose, id }: ImageUploadFieldProps) {
  const [percent, setPercent] = useState<number | null>(null);

  async function send(file: File) {
    if (!IMAGE_ACCEPT.split(',').includes(file.type)) {
      void message.error(MEDIA_MESSAGES.notImage);
      return;
    }
    if (file.size > IMAGE_MAX_BYTES) {
      void message.error(MEDIA_MESSAGES.tooLarge);
      return;
    }
    const form = new FormData();
    form.append('purpose', purpose);
    form.append('file', file);
    setPercent(0);
    try {
      const saved = await api.upload(adminMediaApi.uploadImage, form, { onProgress: setPercent });
      onChange?.(saved.url);
    } catch {
      // The client showed the server's message (which types are accepted, an unreadable picture).
    } finally {
      setPercent(null);
    }
  }

  const uploading = percent !== null;
  return (
    <div className="image-upload-field" data-testid="image-upload-field">
      <Input
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange?.(event.target.value.trim() === '' ? null : event.target.value)}
        placeholder="/uploads/… 或 https://…"
        allowClear
        style={{ marginBottom: 8 }}
      />
      <Space align="start" wrap>
        {value ? <Image src={value} alt="图片预览" width={160} style={{ objectFit: 'contain', background: '#f5f5f5' }} data-testid="image-upload-preview" /> : null}
        <Space direction="vertical" size={8}>
          <Upload
            accept={IMAGE_ACCEPT}
            maxCount={1}
            showUploadList={false}
            disabled={uploading}
            beforeUpload={(file) => {
              void send(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={uploading ? <LoadingOutlined /> : <UploadOutlined />} disabled={uploading}>
              {value ? '更换图片' : '上传图片'}
            </Button>
          </Upload>
          {value && !uploading ? (
            <Button type="text" danger size="small" icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
              移除图片
            </Button>
          ) : null}
          {uploading ? <Progress percent={percent} size="small" style={{ width: 160 }} /> : null}
          <Typography.Text type="secondary" className="image-upload-field__hint">
            JPG、PNG、WebP、GIF，不超过 10MB
          </Typography.Text>
        </Space>
      </Space>
    </div>
  );
}
