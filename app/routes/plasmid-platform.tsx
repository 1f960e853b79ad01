// /plasmidPlatform: the quick-link index is the platform's first page.
import { redirect } from 'react-router';

export function loader() {
  throw redirect('/plasmidPlatform/plasmidPlatformIndex', 301);
}

export default function PlasmidPlatform() {
  return null;
}
