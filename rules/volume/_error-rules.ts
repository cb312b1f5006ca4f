import downwardApiFieldInvalid from './downward-api-field-invalid.js';
import emptyDirSizeLimitNegative from './empty-dir-size-limit-negative.js';
import ephemeralInvalid from './ephemeral-invalid.js';
import csiInvalid from './csi-invalid.js';
import fcInvalid from './fc-invalid.js';
import flexVolumeInvalid from './flex-volume-invalid.js';
import gitRepoInvalid from './git-repo-invalid.js';
import hostPathInvalid from './host-path-invalid.js';
import imageInvalid from './image-invalid.js';
import iscsiInvalid from './iscsi-invalid.js';
import itemPathInvalid from './item-path-invalid.js';
import modeOutOfRange from './mode-out-of-range.js';
import mountInvalid from './mount-invalid.js';
import nameInvalid from './name-invalid.js';
import nfsInvalid from './nfs-invalid.js';
import projectionInvalid from './projection-invalid.js';
import referenceMissing from './reference-missing.js';
import sourceCountInvalid from './source-count-invalid.js';
import vendorSourceInvalid from './vendor-source-invalid.js';

/** The error rules over pod-spec volumes (validated kinds); also run as warnings on StatefulSet templates. */
export const volumeErrorRules = [
  csiInvalid,
  downwardApiFieldInvalid,
  emptyDirSizeLimitNegative,
  ephemeralInvalid,
  fcInvalid,
  flexVolumeInvalid,
  gitRepoInvalid,
  hostPathInvalid,
  imageInvalid,
  iscsiInvalid,
  itemPathInvalid,
  modeOutOfRange,
  mountInvalid,
  nameInvalid,
  nfsInvalid,
  projectionInvalid,
  referenceMissing,
  sourceCountInvalid,
  vendorSourceInvalid,
];
