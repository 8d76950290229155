import { callApi, formData, type ApiResponse } from '../../api/client';
import { memberApi, type MemberLoginBody, type MemberLoginReply, type MemberOne } from '../../contract/member';

/** memberApi.login: 200 with the token and the member, 208 for a wrong password. */
export function memberLogin(body: MemberLoginBody): Promise<ApiResponse<MemberLoginReply | { message: string }>> {
  return callApi(memberApi.login, { body });
}

/** The member's own record, read with their token (the server also lets an admin read it). */
export async function getMember(id: string): Promise<MemberOne['result']> {
  const { data } = await callApi(memberApi.byId, { params: { id }, auth: 'member' });
  return data.result;
}

/** Keeps the language the member chose on their account (issue 19). */
export async function saveMemberLocale(locale: 'en' | 'th'): Promise<void> {
  await callApi(memberApi.setLocale, { body: { locale } });
}

/** Multipart `{ image, memberId }`, reporting upload progress 0..100; resolves with the new image path. */
export async function uploadMemberImage(memberId: string, image: File, onProgress: (percent: number) => void): Promise<string> {
  const { data } = await callApi(memberApi.uploadImage, { body: formData({ image, memberId }), onProgress });
  return data.result.url;
}
