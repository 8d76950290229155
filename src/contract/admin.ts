import { Type, type Static } from '@sinclair/typebox';

export const AdminPublic = Type.Object({
  _id: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  fullName: Type.String(),
});
export type AdminPublic = Static<typeof AdminPublic>;

export const AdminLoginBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type AdminLoginBody = Static<typeof AdminLoginBody>;

export const AdminLoginReply = Type.Object({ message: Type.String(), token: Type.String(), result: AdminPublic });
export type AdminLoginReply = Static<typeof AdminLoginReply>;
