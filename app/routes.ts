import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('register', 'routes/register.tsx'),
  route('login', 'routes/login.tsx'),
  route('forgetPwd', 'routes/forget-pwd.tsx'),
  route('confirmation', 'routes/confirmation.tsx'),
  route('account', 'routes/account.tsx'),
  route('addressManagement', 'routes/address-management.tsx'),
  route('newsCenter', 'routes/news-center.tsx'),
  route('newsCenter/newsCenterDetail', 'routes/news-center-detail.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
