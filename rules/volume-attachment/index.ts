import type { KindModule } from '../_shared/kind-module.js';
import attacherInvalid from './attacher-invalid.js';
import inlineVolumeSpecInvalid from './inline-volume-spec-invalid.js';
import { volumeAttachmentKind } from './kind.js';
import nodeNameInvalid from './node-name-invalid.js';
import sourceInvalid from './source-invalid.js';
import specChanged from './spec-changed.js';
import statusInvalid from './status-invalid.js';

export const kindModule: KindModule = {
  kinds: [volumeAttachmentKind],
  rules: [attacherInvalid, inlineVolumeSpecInvalid, nodeNameInvalid, sourceInvalid, statusInvalid, specChanged],
};
