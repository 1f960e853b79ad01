// /recruitment: the enterprise list is the default child.
import { redirect } from 'react-router';

export function loader() {
  throw redirect('/recruitment/enterprise', 301);
}

export default function Recruitment() {
  return null;
}
