// This process's CPU clock, for budgets and benchmarks that must not shrink when the machine is loaded.

/** The CPU time this process has used, in milliseconds (user + system, every thread's, as process.cpuUsage counts it). */
export function processCpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}
