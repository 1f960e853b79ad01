// What the console layout hands its pages: the signed-in member (/auth/me) and a way to reload it
// (after a TOTP enrolment or a name change).
import { useOutletContext } from 'react-router';
import type { staffApi } from '../../../contracts/api/admin/staff.ts';
import type { EndpointData } from '../../../contracts/endpoint.ts';

export type StaffSelf = EndpointData<typeof staffApi.me>;

export interface ConsoleContext {
  me: StaffSelf;
  reloadMe: () => void;
}

export function useConsole(): ConsoleContext {
  return useOutletContext<ConsoleContext>();
}
