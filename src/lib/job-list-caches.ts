/*
 * Caches of job lists outside search (the home page's newest jobs) that must forget their lists
 * when a job opens or closes on the platform (issue 16: an employer closes a posting and its job
 * leaves every list at once, not after the cache's refresh). A feature registers its cache's clear
 * function when it makes the cache; refreshJobSearch (features/jobs) calls clearJobListCaches in this
 * process and, through the job changes channel, in every other. Held on globalThis so every bundle
 * of the server shares one registry.
 */
const holder = globalThis as unknown as { upstepJobListCaches?: Map<string, () => void> };

export function registerJobListCache(name: string, clear: () => void): void {
  (holder.upstepJobListCaches ??= new Map()).set(name, clear);
}

export function clearJobListCaches(): void {
  for (const clear of holder.upstepJobListCaches?.values() ?? []) clear();
}
