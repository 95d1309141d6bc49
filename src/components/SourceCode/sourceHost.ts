/**
 * Which code host a source link points at (github or gitlab), so the link
 * shows the right icon. Pure.
 *
 * @param href absolute or relative URL; unparsable input counts as GitHub
 * @returns `'gitlab'` when the host name contains `gitlab`, else `'github'`
 */
export function sourceHostOf(href: string): 'github' | 'gitlab' {
  let host = '';
  try {
    host = new URL(href).hostname;
  } catch {
    return 'github';
  }
  return host.includes('gitlab') ? 'gitlab' : 'github';
}
