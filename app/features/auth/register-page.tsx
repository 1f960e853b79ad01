// The body of /register, loaded as a lazy island by routes/register.tsx (decision 0043): the page sits
// outside the antd layout, so the island brings antd's provider itself (decision 0029).
import { AntdProvider } from '../../components/antd-provider.tsx';
import { useT } from '../../i18n/use-t.ts';
import { AuthPage } from './auth-page.tsx';
import { RegisterForm } from './register-form.tsx';

export function RegisterPage() {
  const t = useT();
  return (
    <AntdProvider>
      <AuthPage title={t('auth.register')} heading={t('auth.registerHeading')} wide testId="register-page">
        <RegisterForm />
      </AuthPage>
    </AntdProvider>
  );
}
