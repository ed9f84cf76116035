import { localContradictionKinds } from "../../../contract/contradictions.ts";

/** The kinds of contradiction the local judge tells apart; each has its own test (hunks.ts) and reason (compare.ts). */
export const contradictionKinds = localContradictionKinds;
export type ContradictionKind = (typeof contradictionKinds)[number];
