import { contactUsApi, type ContactUs } from '../../contract/contactUs';
import { useResult } from '../useApi';

/** The company records (address, phone, shop links); the top bar asks for the same key, so one request serves both. */
export function useContactUs() {
  return useResult<ContactUs[]>(contactUsApi.list);
}
