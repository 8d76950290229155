/**
 * A Thai pack: a live text object and its Thai values (issue 19), or some of them: `messages` is split
 * by the screens that read it, so the first page carries only its own part. The values are typed where
 * they are written (`Translation<typeof x>`, or `satisfies Partial<Translation<typeof x>>` for a part);
 * src/i18n/packs.test.ts checks that the parts of each object together give every key in Thai.
 */
export type Pack = readonly [live: object, th: unknown];
