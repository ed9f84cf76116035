/** The kinds of contradiction the local judge tells apart; each has its own test (hunks.ts) and reason (compare.ts). */
export const contradictionKinds = ["figure", "count", "negation", "antonym", "comparison", "exclusive"] as const;
export type ContradictionKind = (typeof contradictionKinds)[number];
