// "Welcome" on a user's first visit, "Welcome back" after. The first visit is the first time Home is shown to this
// account in this browser while its knowledge base is empty: right after sign-up, or a first sign-in through a
// provider. An account that already has documents is welcomed back wherever it signs in.
import { useEffect, useMemo } from "react";

const visitedKey = (userId: string) => `mnemo.homeVisited.${userId}`;

function hasVisited(userId: string): boolean {
  try {
    return localStorage.getItem(visitedKey(userId)) !== null;
  } catch {
    return true; // without storage, never claim a first visit twice
  }
}

/**
 * Whether this Home visit may be the first (nothing recorded yet); the visit is recorded at once, but the answer
 * holds for as long as this page stays open.
 */
export function useUnvisitedHome(userId: string | undefined): boolean {
  // Read before the effect below records the visit, once per user (the user is not known at the first render).
  const unvisited = useMemo(() => (userId ? !hasVisited(userId) : false), [userId]);
  useEffect(() => {
    if (!userId) return;
    try {
      localStorage.setItem(visitedKey(userId), new Date().toISOString());
    } catch {
      // Storage unavailable: the greeting cannot be remembered.
    }
  }, [userId]);
  return unvisited;
}

/** Home's line under its heading. */
export function homeGreeting(firstName: string | null | undefined, firstVisit: boolean): string {
  const name = firstName?.trim();
  if (firstVisit) {
    return name
      ? `Welcome, ${name}. Add your first document and Mnemo starts building your knowledge graph.`
      : "Welcome. Add your first document and Mnemo starts building your knowledge graph.";
  }
  return name
    ? `Welcome back, ${name}. Here is your knowledge base at a glance.`
    : "Welcome back. Here is your knowledge base at a glance.";
}
