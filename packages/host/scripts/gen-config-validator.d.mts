/** Source of the generated `.plumbline.yaml` validator (see gen-config-validator.mjs). */
export function generate(): string;
