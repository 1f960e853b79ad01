// /recruitment: the enterprise list is the default child (in the page's language).
import { redirect } from 'react-router';
import type { Route } from './+types/recruitment';
import { pageLanguage } from '../../contracts/page-language.ts';
import { localePagePath } from '../../contracts/page-paths.ts';

export function loader({ request }: Route.LoaderArgs) {
  throw redirect(localePagePath(pageLanguage(request), 'recruitment-enterprise'), 301);
}

export default function Recruitment() {
  return null;
}
