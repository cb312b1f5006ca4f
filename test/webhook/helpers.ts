/**
 * Test helpers for the admission webhook: certificates made with node-forge, AdmissionReview
 * bodies shaped like the ones the API server sends, and an HTTPS client.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import { generateCertificates, type CertificateSet } from '@plumbline/webhook';

export function makeCerts(options: { notBefore?: Date; days?: number } = {}): CertificateSet {
  return generateCertificates({
    service: 'plumbline-webhook',
    namespace: 'plumbline-system',
    extraNames: ['127.0.0.1', 'localhost'],
    ...options,
  });
}

/** A self-signed certificate made directly with node-forge, valid between the given dates. */
export function selfSigned(notBefore: Date, notAfter: Date): { cert: string; key: string } {
  const keys = forge.pki.rsa.generateKeyPair({ bits: 2048 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = '01';
  cert.validity.notBefore = notBefore;
  cert.validity.notAfter = notAfter;
  const subject = [{ name: 'commonName', value: 'localhost' }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    {
      name: 'subjectAltName',
      altNames: [
        { type: 7, ip: '127.0.0.1' },
        { type: 2, value: 'localhost' },
      ],
    },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  return { cert: forge.pki.certificateToPem(cert), key: forge.pki.privateKeyToPem(keys.privateKey) };
}

/**
 * A directory laid out like a Secret volume mounted by the kubelet (and rotated by
 * cert-manager): `tls.crt` → `..data/tls.crt`, `..data` → `..<timestamp>`; an update
 * writes a new timestamped directory and swaps the `..data` symlink atomically.
 */
export class SecretVolume {
  readonly dir = mkdtempSync(path.join(os.tmpdir(), 'plumbline-webhook-'));
  private generation = 0;

  constructor(cert: string, key: string) {
    this.write(cert, key);
    symlinkSync('..data/tls.crt', path.join(this.dir, 'tls.crt'));
    symlinkSync('..data/tls.key', path.join(this.dir, 'tls.key'));
  }

  get certFile(): string {
    return path.join(this.dir, 'tls.crt');
  }

  get keyFile(): string {
    return path.join(this.dir, 'tls.key');
  }

  write(cert: string, key: string): void {
    this.generation += 1;
    const name = `..2026_${String(this.generation).padStart(4, '0')}`;
    mkdirSync(path.join(this.dir, name));
    writeFileSync(path.join(this.dir, name, 'tls.crt'), cert);
    writeFileSync(path.join(this.dir, name, 'tls.key'), key);
    symlinkSync(name, path.join(this.dir, '..data_tmp'));
    renameSync(path.join(this.dir, '..data_tmp'), path.join(this.dir, '..data'));
  }
}

export interface ReviewInput {
  apiVersion?: 'admission.k8s.io/v1' | 'admission.k8s.io/v1beta1';
  operation?: 'CREATE' | 'UPDATE' | 'DELETE' | 'CONNECT';
  object?: Record<string, unknown> | null;
  oldObject?: Record<string, unknown> | null;
  subResource?: string;
  dryRun?: boolean;
  namespace?: string;
  uid?: string;
}

const RESOURCES: Record<string, [string, string, string]> = {
  Service: ['', 'v1', 'services'],
  ConfigMap: ['', 'v1', 'configmaps'],
  Pod: ['', 'v1', 'pods'],
  Namespace: ['', 'v1', 'namespaces'],
  Ingress: ['networking.k8s.io', 'v1', 'ingresses'],
  Deployment: ['apps', 'v1', 'deployments'],
  StatefulSet: ['apps', 'v1', 'statefulsets'],
  Job: ['batch', 'v1', 'jobs'],
  Widget: ['example.com', 'v1', 'widgets'],
};

/** An AdmissionReview as the API server sends it (fields it always sets included). */
export function review(input: ReviewInput): Record<string, unknown> {
  const operation = input.operation ?? 'CREATE';
  const subject = (input.object ?? input.oldObject ?? {}) as { kind?: string; metadata?: { name?: string; namespace?: string } };
  const kind = subject.kind ?? 'Service';
  const [group, version, resource] = RESOURCES[kind] ?? ['', 'v1', `${kind.toLowerCase()}s`];
  const gvk = { group, version, kind };
  const gvr = { group, version, resource };
  const namespace = input.namespace ?? subject.metadata?.namespace ?? 'default';
  const request: Record<string, unknown> = {
    uid: input.uid ?? randomUUID(),
    kind: gvk,
    resource: gvr,
    requestKind: gvk,
    requestResource: gvr,
    name: subject.metadata?.name ?? '',
    namespace,
    operation,
    userInfo: { username: 'kubernetes-admin', uid: 'aws-iam-authenticator:1234', groups: ['system:masters', 'system:authenticated'] },
    object: operation === 'DELETE' ? null : (input.object ?? null),
    oldObject: operation === 'CREATE' || operation === 'CONNECT' ? null : (input.oldObject ?? null),
    dryRun: input.dryRun ?? false,
    options: {
      apiVersion: 'meta.k8s.io/v1',
      kind: operation === 'CREATE' ? 'CreateOptions' : operation === 'UPDATE' ? 'UpdateOptions' : 'DeleteOptions',
      fieldManager: 'kubectl-client-side-apply',
      ...(input.dryRun ? { dryRun: ['All'] } : {}),
    },
  };
  if (input.subResource) {
    request.subResource = input.subResource;
    request.requestSubResource = input.subResource;
  }
  return { apiVersion: input.apiVersion ?? 'admission.k8s.io/v1', kind: 'AdmissionReview', request };
}

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json(): any;
}

export interface RequestOptions {
  method?: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
  agent?: https.Agent | http.Agent | false;
  ca?: string | string[];
  timeoutMs?: number;
}

function collect(res: http.IncomingMessage, resolve: (a: HttpAnswer) => void, reject: (e: Error) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('error', reject);
  res.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    resolve({ status: res.statusCode ?? 0, headers: res.headers, body, json: () => JSON.parse(body) });
  });
}

export function httpsRequest(port: number, pathname: string, options: RequestOptions = {}): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: options.method ?? 'POST',
        ca: options.ca,
        agent: options.agent,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, */*', ...options.headers },
        timeout: options.timeoutMs ?? 10_000,
      },
      (res) => collect(res, resolve, reject),
    );
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error('client timeout')));
    req.end(options.body);
  });
}

export function httpGet(port: number, pathname: string, method = 'GET'): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathname, method, agent: false }, (res) => collect(res, resolve, reject));
    req.on('error', reject);
    req.end();
  });
}

export function postReview(
  port: number,
  ca: string | string[],
  body: unknown,
  options: RequestOptions & { query?: string } = {},
): Promise<HttpAnswer> {
  return httpsRequest(port, `/validate${options.query ?? '?timeout=10s'}`, {
    ...options,
    ca,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/**
 * A review sent in two parts: the headers and the first `first` characters of the body now,
 * the rest when the caller ends `req` (for deadlines and drains that meet a body still arriving).
 */
export function slowReview(
  port: number,
  ca: string,
  body: string,
  query: string,
  first: number,
): { req: http.ClientRequest; answer: Promise<{ status: number; text: string }> } {
  let req!: http.ClientRequest;
  const headers = { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) };
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    req = https.request({ host: '127.0.0.1', port, path: `/validate${query}`, method: 'POST', ca, agent: false, headers }, (res) => {
      let text = '';
      res.on('data', (c) => (text += String(c)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, first));
  return { req, answer };
}

export function service(name: string, spec: Record<string, unknown> = {}, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name, namespace: 'default', ...extra },
    spec: { ports: [{ name: 'http', port: 80, protocol: 'TCP', targetPort: 8080 }], selector: { app: name }, ...spec },
  };
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
