// What every benchmark prints beside its figures: the machine, and whether the process
// that generates the load runs on the same cores as the process measured. On a small
// shared machine both decide the figures as much as the code does.
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';

/** `2 cores (AMD EPYC), node v20.20.2, load average 1.20 0.80 0.40` */
export function machineLine() {
  const load = loadavg().map((n) => n.toFixed(2)).join(' ');
  return `machine: ${availableParallelism()} cores (${cpus()[0]?.model?.trim() || 'unknown CPU'}), node ${process.version}, load average ${load} before the run`;
}

/** The CPUs a process may run on (Linux `Cpus_allowed_list`, e.g. "0-1"), or undefined where /proc does not tell. */
export function allowedCpus(pid = 'self') {
  try {
    return /^Cpus_allowed_list:\s*(\S+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  } catch {
    return undefined;
  }
}

/** "0-2,5" → [0, 1, 2, 5] */
export function parseCpuList(list) {
  const out = [];
  for (const part of list.split(',')) {
    const [from, to] = part.split('-').map(Number);
    for (let cpu = from; cpu <= (to ?? from); cpu += 1) out.push(cpu);
  }
  return out;
}

/**
 * Whether the load generator (this process) and the measured process may run on the
 * same cores, as one line to print beside the figures.
 */
export function sharingLine(measuredPid, generator = 'the load generator') {
  const mine = allowedCpus();
  const theirs = allowedCpus(measuredPid);
  if (!mine || !theirs) return `${generator} runs on the same machine; whether it shares cores with the measured process is unknown (no /proc)`;
  const shared = parseCpuList(mine).filter((cpu) => parseCpuList(theirs).includes(cpu));
  return shared.length > 0
    ? `${generator} SHARES cores with the measured process (generator on CPUs ${mine}, measured process on CPUs ${theirs})`
    : `${generator} has its own cores (generator on CPUs ${mine}, measured process on CPUs ${theirs}); other processes of the machine may still use them`;
}
