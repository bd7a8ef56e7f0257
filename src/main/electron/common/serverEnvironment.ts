/**
 * The game server process's environment: the app's own, and on Linux glibc's allocator held to two
 * arenas. libvips (the photo wall's image work) decodes on threads of its own, and each thread otherwise
 * gets an arena of its own that is never given back: at 2,000 guests with 300 photos arriving, the
 * server's peak was 297 MB with the default and 259 MB with two (docs/performance.md). It has to be set
 * before the process starts, so the host sets it. A value the user set is kept; other systems' allocators
 * do not read it.
 */
export function gameServerEnvironment(
  env: Readonly<Record<string, string | undefined>>,
  platform: string,
): Record<string, string | undefined> {
  if (platform !== 'linux' || env.MALLOC_ARENA_MAX !== undefined) return { ...env };
  return { ...env, MALLOC_ARENA_MAX: '2' };
}
