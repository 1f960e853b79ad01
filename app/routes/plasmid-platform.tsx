// /plasmidPlatform: the quick-link index is the platform's first page.
import { redirect } from 'react-router';
import type { Route } from './+types/plasmid-platform';
import { pageLanguage } from '../../contracts/page-language.ts';
import { localePagePath } from '../../contracts/page-paths.ts';

export function loader({ request }: Route.LoaderArgs) {
  throw redirect(localePagePath(pageLanguage(request), 'plasmid-platform-index'), 301);
}

export default function PlasmidPlatform() {
  return null;
}
