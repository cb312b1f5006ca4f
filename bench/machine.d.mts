export function machineLine(): string;
export function allowedCpus(pid?: number | 'self'): string | undefined;
export function parseCpuList(list: string): number[];
export function sharingLine(measuredPid: number, generator?: string): string;
