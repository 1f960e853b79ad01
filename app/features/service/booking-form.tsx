// The booking form of a service page: name, phone, e-mail, company and an SMS code. The code button
// first opens the slider puzzle; only its ticket lets the server send the code. A failed submit keeps
// what was typed and shows the server's message; success shows the 提交成功 dialog.
import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Form, Input, Space, message } from 'antd';
import { FormDialog } from '../../components/form-dialog.tsx';
import { AntdProvider } from '../../components/antd-provider.tsx';
import { useState } from 'react';
import { api } from '../../api/client.ts';
import { bookingApi } from '../../../contracts/api/booking.ts';
import { BOOKING_MESSAGES, bookingFields, type BookingFields } from '../../../contracts/booking.ts';
import { verificationApi } from '../../../contracts/api/verification.ts';
import { countdownLabel, useCountdown } from '../auth/use-countdown.ts';
import { zodRule } from '../../components/zod-rule.ts';
import { SliderModal } from './slider-modal.tsx';
import { useLocale, useT } from '../../i18n/use-t.ts';
import { inPageLanguage } from '../../i18n/current-language.ts';
import { messageIn } from '../../../contracts/english-messages.ts';
import { VERIFICATION_MESSAGES } from '../../../contracts/verification.ts';

const fields = bookingFields.shape;

export interface BookingTarget {
  aid: number;
  tid: number;
  title: string;
}

export function BookingForm({ target }: { target: BookingTarget }) {
  const t = useT();
  const { lang } = useLocale();
  const [form] = Form.useForm<BookingFields>();
  const [sliderOpen, setSliderOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const countdown = useCountdown();

  async function askForCode() {
    try {
      await form.validateFields(['phone']);
    } catch {
      return;
    }
    setSliderOpen(true);
  }

  async function sendCode(ticket: string) {
    setSliderOpen(false);
    countdown.start();
    setSending(true);
    try {
      const phone = String(form.getFieldValue('phone') ?? '').trim();
      const answer = await api.call(verificationApi.sms, {}, { body: { phone, isreg: 2, ticket } });
      void message.success(inPageLanguage(answer?.info || VERIFICATION_MESSAGES.codeSent));
    } catch {
      // The client showed the server's message (spec: SMS failure shows it); the button works again.
      countdown.reset();
    } finally {
      setSending(false);
    }
  }

  async function submit(values: BookingFields) {
    setSubmitting(true);
    try {
      await api.call(bookingApi.add, {}, { body: { ...values, aid: target.aid, tid: target.tid, title: target.title } });
      form.resetFields();
      countdown.reset();
      setDone(true);
    } catch {
      // Message shown by the client; the form keeps what was typed.
    } finally {
      setSubmitting(false);
    }
  }

  // Loaded as an island of a page outside the antd layout (lazy-booking-form.tsx): it brings antd's provider itself (decision 0029).
  return (
    <AntdProvider>
      <section className="booking" aria-labelledby="booking-title" data-testid="booking-form">
        <h2 id="booking-title" className="booking__title">{t('booking.title')}</h2>
        <p className="booking__lead">
          {t('booking.lead', { title: target.title })}
        </p>
        <Form form={form} layout="vertical" onFinish={submit} className="booking__form" requiredMark>
          <div className="booking__grid">
            <Form.Item name="name" label={t('booking.name')} rules={[zodRule(fields.name)]}>
              <Input autoComplete="name" maxLength={50} placeholder={t('booking.namePlaceholder')} />
            </Form.Item>
            <Form.Item name="company" label={t('booking.company')} rules={[zodRule(fields.company)]}>
              <Input autoComplete="organization" maxLength={120} placeholder={t('booking.companyPlaceholder')} />
            </Form.Item>
            <Form.Item name="phone" label={t('booking.phone')} rules={[zodRule(fields.phone)]}>
              <Input inputMode="tel" autoComplete="tel-national" maxLength={11} placeholder={t('booking.phonePlaceholder')} />
            </Form.Item>
            <Form.Item name="email" label={t('booking.email')} rules={[zodRule(fields.email)]}>
              <Input inputMode="email" autoComplete="email" maxLength={120} placeholder={t('booking.emailPlaceholder')} />
            </Form.Item>
          </div>
          <Form.Item label={t('booking.code')} required>
            <Space.Compact block>
              <Form.Item name="code" noStyle rules={[zodRule(fields.code)]}>
                <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder={t('booking.codePlaceholder')} aria-label={t('booking.code')} style={{ flex: 1, minWidth: 0 }} />
              </Form.Item>
              <Button onClick={() => void askForCode()} disabled={countdown.running} loading={sending} data-testid="booking-send-code">
                {countdownLabel(t, countdown.left, t('booking.sendCode'))}
              </Button>
            </Space.Compact>
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" loading={submitting} className="booking__submit" data-testid="booking-submit">
            {t('booking.submit')}
          </Button>
        </Form>
        <SliderModal open={sliderOpen} onPass={(ticket) => void sendCode(ticket)} onCancel={() => setSliderOpen(false)} />
        <FormDialog open={done} onCancel={() => setDone(false)} onOk={() => setDone(false)} okText={t('booking.ok')} cancelButtonProps={{ hidden: true }} centered title={null}>
          <div className="booking__done" data-testid="booking-success">
            <CheckCircleFilled className="booking__done-icon" aria-hidden />
            <p className="booking__done-title">{messageIn(lang, BOOKING_MESSAGES.success)}</p>
            <p>{messageIn(lang, BOOKING_MESSAGES.successDetail)}</p>
          </div>
        </FormDialog>
      </section>
    </AntdProvider>
  );
}
