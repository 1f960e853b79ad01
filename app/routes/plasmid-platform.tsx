// /plasmidPlatform: the quick-link index is the platform's first page.
import { redirect } from 'react-router';
import type { Route } from './+types/plasmid-platform';
import { localePath, pageLanguage } from '../../contracts/page-language.ts';

export function loader({ request }: Route.LoaderArgs) {
  throw redirect(localePath(pageLanguage(request), '/plasmidPlatform/plasmidPlatformIndex'), 301);
}

export default function PlasmidPlatform() {
  return null;
}
