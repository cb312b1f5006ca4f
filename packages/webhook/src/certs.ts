import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';
import { isMap, isSeq, parseAllDocuments, type Document } from 'yaml';

export interface CertificateSet {
  caCert: string;
  caKey: string;
  cert: string;
  key: string;
  dnsNames: string[];
  notAfter: Date;
}

export interface GenerateOptions {
  service: string;
  namespace: string;
  /** Validity of the serving certificate in days (the CA gets ten times as long). */
  days?: number;
  /** Extra subject alternative names (DNS names or IP addresses). */
  extraNames?: string[];
  /** Start of validity; default now minus five minutes (clock skew). */
  notBefore?: Date;
  keyBits?: number;
}

function serial(): string {
  // Positive, 16 bytes: clear the top bit.
  const bytes = randomBytes(16);
  bytes[0] = bytes[0]! & 0x7f;
  return bytes.toString('hex');
}

const IP = /^(\d{1,3}\.){3}\d{1,3}$|:/;

/** A CA and a serving certificate signed by it for `<service>.<namespace>.svc` (node-forge). */
export function generateCertificates(options: GenerateOptions): CertificateSet {
  const bits = options.keyBits ?? 2048;
  const days = options.days ?? 365;
  const notBefore = options.notBefore ?? new Date(Date.now() - 5 * 60_000);
  const day = 24 * 3600_000;

  const caKeys = forge.pki.rsa.generateKeyPair({ bits });
  const ca = forge.pki.createCertificate();
  ca.publicKey = caKeys.publicKey;
  ca.serialNumber = serial();
  ca.validity.notBefore = notBefore;
  ca.validity.notAfter = new Date(notBefore.getTime() + days * 10 * day);
  const caSubject = [
    { name: 'commonName', value: `plumbline-webhook-ca.${options.namespace}` },
    { name: 'organizationName', value: 'Plumbline' },
  ];
  ca.setSubject(caSubject);
  ca.setIssuer(caSubject);
  ca.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, digitalSignature: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  ca.sign(caKeys.privateKey, forge.md.sha256.create());

  const dnsNames = [`${options.service}.${options.namespace}.svc`, `${options.service}.${options.namespace}.svc.cluster.local`];
  const extra = options.extraNames ?? [];
  const keys = forge.pki.rsa.generateKeyPair({ bits });
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = serial();
  cert.validity.notBefore = notBefore;
  cert.validity.notAfter = new Date(notBefore.getTime() + days * day);
  cert.setSubject([{ name: 'commonName', value: dnsNames[0]! }]);
  cert.setIssuer(caSubject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
    { name: 'extKeyUsage', serverAuth: true },
    {
      name: 'subjectAltName',
      altNames: [...dnsNames, ...extra].map((n) => (IP.test(n) ? { type: 7, ip: n } : { type: 2, value: n })),
    },
    { name: 'subjectKeyIdentifier' },
    { name: 'authorityKeyIdentifier', keyIdentifier: ca.generateSubjectKeyIdentifier().getBytes() },
  ]);
  cert.sign(caKeys.privateKey, forge.md.sha256.create());

  return {
    caCert: forge.pki.certificateToPem(ca),
    caKey: forge.pki.privateKeyToPem(caKeys.privateKey),
    cert: forge.pki.certificateToPem(cert),
    key: forge.pki.privateKeyToPem(keys.privateKey),
    dnsNames: [...dnsNames, ...extra],
    notAfter: cert.validity.notAfter,
  };
}

/** Writes ca.crt, tls.crt and tls.key (the key files readable by the owner only). */
export function writeCertificates(set: CertificateSet, outDir: string, options: { writeCaKey?: boolean } = {}): string[] {
  mkdirSync(outDir, { recursive: true });
  const files: Array<[string, string, number]> = [
    ['ca.crt', set.caCert, 0o644],
    ['tls.crt', set.cert, 0o644],
    ['tls.key', set.key, 0o600],
  ];
  if (options.writeCaKey) files.push(['ca.key', set.caKey, 0o600]);
  const written: string[] = [];
  for (const [name, text, mode] of files) {
    const file = path.join(outDir, name);
    writeFileSync(file, text, { mode });
    chmodSync(file, mode);
    written.push(file);
  }
  return written;
}

/**
 * Sets `clientConfig.caBundle` of every webhook in the ValidatingWebhookConfiguration
 * documents of a YAML file, keeping comments and layout. Returns the number of
 * webhooks updated; throws when the file has none.
 */
export function setCaBundle(text: string, caPem: string): { text: string; webhooks: number } {
  const bundle = Buffer.from(caPem, 'utf8').toString('base64');
  const docs: Document[] = parseAllDocuments(text) as Document[];
  let count = 0;
  for (const doc of docs) {
    if (doc.errors.length > 0) throw new Error(`not valid YAML: ${doc.errors[0]!.message.split('\n')[0]}`);
    if (doc.get('kind') !== 'ValidatingWebhookConfiguration') continue;
    const hooks = doc.get('webhooks');
    if (!isSeq(hooks)) continue;
    for (const hook of hooks.items) {
      if (!isMap(hook)) continue;
      if (!hook.has('clientConfig')) hook.set('clientConfig', doc.createNode({}));
      doc.setIn(['webhooks', hooks.items.indexOf(hook), 'clientConfig', 'caBundle'], bundle);
      count += 1;
    }
  }
  if (count === 0) throw new Error('no ValidatingWebhookConfiguration with webhooks found');
  return { text: docs.map((d) => d.toString({ lineWidth: 0 })).join(''), webhooks: count };
}

export function updateWebhookConfigFile(file: string, caPem: string): number {
  const { text, webhooks } = setCaBundle(readFileSync(file, 'utf8'), caPem);
  writeFileSync(file, text);
  return webhooks;
}
