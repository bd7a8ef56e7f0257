/** The address a table's card opens: the join page with the table chosen (`/?table=7`). */
export function tableJoinUrl(joinUrl: string, table: number): string {
  try {
    const url = new URL(joinUrl);
    url.searchParams.set('table', String(table));
    return url.toString();
  } catch {
    return `${joinUrl}?table=${table}`;
  }
}

const LOOPBACK = /^(127\.|localhost$|\[::1\]$)/;

/** Whether the address only works on this computer (the server listens on loopback only). */
export function onlyOnThisComputer(joinUrl: string): boolean {
  try {
    return LOOPBACK.test(new URL(joinUrl).hostname);
  } catch {
    return false;
  }
}
