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
  route('contactUS', 'routes/contact-us.tsx'),
  route('contactUs/enterpriseRecruitment', 'routes/contact-us-enterprise.tsx'),
  route('contactUs/schoolRecruitment', 'routes/contact-us-school.tsx'),
  route('recruitment', 'routes/recruitment.tsx'),
  route('recruitment/enterprise', 'routes/recruitment-enterprise.tsx'),
  route('recruitment/school', 'routes/recruitment-school.tsx'),
  route('talentRecruitmentDetail', 'routes/talent-recruitment-detail.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
