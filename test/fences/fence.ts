// The failure message of a fence (docs/rendering.md, "Upgrade checklist"): the assumption in words and
// the checklist entry that says which of our files depend on it and what to do when it no longer holds.
export function fence(entry: string, assumption: string): string {
  return `Framework assumption ${entry} no longer holds: ${assumption}. A React, React Router or antd upgrade changed it; see docs/rendering.md, upgrade checklist entry ${entry}`;
}
