import { api, formData, type ApiResponse } from '../../api/client';
import type { MemberImageReply, MemberLoginBody, MemberLoginReply, MemberOne } from '../../contract/member';

/** The member calls of spec.md §7 that the wizards' generic steps do not cover. */
export const memberPaths = {
  check: '/member/member_check',
  verify: '/member/member_verify_email',
  setPassword: '/member/member_set_password',
  forgot: '/member/member_forgot_password',
} as const;

/** POST /member/member_login: 200 with the token and the member, 208 for a wrong password. */
export function memberLogin(body: MemberLoginBody): Promise<ApiResponse<MemberLoginReply | { message: string }>> {
  return api.post<MemberLoginReply | { message: string }>('/member/member_login', body);
}

export async function getMember(id: string): Promise<MemberOne['result']> {
  const { data } = await api.post<MemberOne>(`/member/get_member_data_by_id/${encodeURIComponent(id)}`, {}, { auth: 'member' });
  return data.result;
}

/** Multipart `{ image, memberId }`, reporting upload progress 0..100; resolves with the new image path. */
export async function uploadMemberImage(memberId: string, image: File, onProgress: (percent: number) => void): Promise<string> {
  const { data } = await api.post<MemberImageReply>('/member/upload_member_profile_image', formData({ image, memberId }), { auth: 'member', onProgress });
  return data.result.url;
}
