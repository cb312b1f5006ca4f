import { dns1123Subdomain, type ErrorReason } from '@plumbline/engine';

export const CSI_DRIVER_NAME_MAX = 63;

/**
 * The server's check of a CSI driver name where another object refers to a driver
 * (`CSINode.spec.drivers[].name`, `VolumeAttachment.spec.attacher`): required, at most
 * 63 characters, and a DNS subdomain once lowercased (so upper case is accepted).
 */
export function csiDriverNameProblems(name: string): { reason: ErrorReason; problem: string }[] {
  if (name === '') return [{ reason: 'FieldValueRequired', problem: 'a CSI driver name is required' }];
  const out: { reason: ErrorReason; problem: string }[] = [];
  if (name.length > CSI_DRIVER_NAME_MAX)
    out.push({ reason: 'FieldValueTooLong', problem: `it has ${name.length} characters; at most ${CSI_DRIVER_NAME_MAX} are allowed` });
  for (const problem of dns1123Subdomain(name.toLowerCase()))
    out.push({ reason: 'FieldValueInvalid', problem: `it ${problem} (compared in lower case)` });
  return out;
}
