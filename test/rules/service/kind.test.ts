import assert from 'node:assert/strict';
import type { JsonObject } from '@plumbline/core';
import { applyServiceDefaults, normalizeClusterIPsOnCreate, prepareServiceForUpdate } from '../../../rules/service/kind.js';

/** What the Service kind does before the rules run: the server's defaulting and its create and update preparation. */

function svc(spec: JsonObject, status?: JsonObject): JsonObject {
  return { apiVersion: 'v1', kind: 'Service', metadata: { name: 'web' }, spec, ...(status ? { status } : {}) };
}

function prepared(spec: JsonObject, oldSpec: JsonObject): JsonObject {
  const object = svc(spec);
  applyServiceDefaults(object);
  prepareServiceForUpdate(object, svc(oldSpec));
  return object.spec as JsonObject;
}

describe('Service kind: defaulting', () => {
  it('defaults type, affinity, protocol, targetPort and internal traffic policy', () => {
    const object = svc({ ports: [{ port: 80 }, { port: 81, targetPort: 0, protocol: '' }] });
    applyServiceDefaults(object);
    assert.deepEqual(object.spec, {
      type: 'ClusterIP',
      sessionAffinity: 'None',
      internalTrafficPolicy: 'Cluster',
      ports: [
        { port: 80, protocol: 'TCP', targetPort: 80 },
        { port: 81, protocol: 'TCP', targetPort: 81 },
      ],
    });
  });

  it('defaults the LoadBalancer fields and the ClientIP timeout', () => {
    const object = svc({ type: 'LoadBalancer', sessionAffinity: 'ClientIP', sessionAffinityConfig: { clientIP: {} }, ports: [{ port: 80 }] });
    applyServiceDefaults(object);
    const spec = object.spec as JsonObject;
    assert.equal(spec.externalTrafficPolicy, 'Cluster');
    assert.equal(spec.allocateLoadBalancerNodePorts, true);
    assert.deepEqual(spec.sessionAffinityConfig, { clientIP: { timeoutSeconds: 10800 } });
  });

  it('defaults externalTrafficPolicy for ClusterIP with external IPs only, and nothing type-bound for ExternalName', () => {
    const withIps = svc({ externalIPs: ['192.0.2.1'], ports: [{ port: 80 }] });
    applyServiceDefaults(withIps);
    assert.equal((withIps.spec as JsonObject).externalTrafficPolicy, 'Cluster');
    const external = svc({ type: 'ExternalName', externalName: 'db.example.com' });
    applyServiceDefaults(external);
    assert.deepEqual(external.spec, { type: 'ExternalName', externalName: 'db.example.com', sessionAffinity: 'None' });
  });

  it('defaults ipMode to VIP for ingress points with an IP', () => {
    const object = svc({ type: 'LoadBalancer' }, { loadBalancer: { ingress: [{ ip: '203.0.113.5' }, { hostname: 'lb.example.com' }] } });
    applyServiceDefaults(object);
    assert.deepEqual((object.status as { loadBalancer: unknown }).loadBalancer, { ingress: [{ ip: '203.0.113.5', ipMode: 'VIP' }, { hostname: 'lb.example.com' }] });
  });

  it('fills clusterIPs from clusterIP on create', () => {
    const object = svc({ clusterIP: 'None' });
    normalizeClusterIPsOnCreate(object);
    assert.deepEqual((object.spec as JsonObject).clusterIPs, ['None']);
    const both = svc({ clusterIP: '10.96.0.10', clusterIPs: ['10.96.0.10', 'fd00::a'] });
    normalizeClusterIPsOnCreate(both);
    assert.deepEqual((both.spec as JsonObject).clusterIPs, ['10.96.0.10', 'fd00::a']);
  });
});

describe('Service kind: update preparation', () => {
  const stored = { type: 'NodePort', clusterIP: '10.96.0.10', clusterIPs: ['10.96.0.10'], ipFamilies: ['IPv4'], ipFamilyPolicy: 'SingleStack', ports: [{ port: 80, protocol: 'TCP', nodePort: 30080 }], externalTrafficPolicy: 'Cluster' };

  it('keeps the allocated cluster IPs and node ports when the manifest leaves them out', () => {
    const spec = prepared({ type: 'NodePort', ports: [{ port: 80 }] }, stored);
    assert.equal(spec.clusterIP, '10.96.0.10');
    assert.deepEqual(spec.clusterIPs, ['10.96.0.10']);
    assert.equal((spec.ports as JsonObject[])[0]?.nodePort, 30080);
  });

  it('keeps clusterIPs in step with a changed clusterIP', () => {
    assert.deepEqual(prepared({ type: 'NodePort', clusterIP: '10.96.0.11', ports: [{ port: 80 }] }, stored).clusterIPs, ['10.96.0.11']);
  });

  it('drops what ExternalName does not use when the manifest leaves it unchanged', () => {
    const spec = prepared({ type: 'ExternalName', externalName: 'db.example.com', clusterIP: '10.96.0.10', clusterIPs: ['10.96.0.10'], ipFamilies: ['IPv4'], ipFamilyPolicy: 'SingleStack', ports: [{ port: 80, nodePort: 30080 }], externalTrafficPolicy: 'Cluster' }, stored);
    for (const field of ['clusterIP', 'clusterIPs', 'ipFamilies', 'ipFamilyPolicy', 'externalTrafficPolicy']) assert.equal(spec[field], undefined, field);
    assert.equal((spec.ports as JsonObject[])[0]?.nodePort, undefined);
  });

  it('keeps fields the manifest changes together with the type', () => {
    const spec = prepared({ type: 'ExternalName', externalName: 'db.example.com', ipFamilies: ['IPv6'], ipFamilyPolicy: 'PreferDualStack', ports: [{ port: 80 }] }, stored);
    assert.deepEqual(spec.ipFamilies, ['IPv6']);
    assert.equal(spec.ipFamilyPolicy, 'PreferDualStack');
  });

  it('drops LoadBalancer fields and the health-check port only when the type leaves LoadBalancer', () => {
    const lb = { type: 'LoadBalancer', clusterIP: '10.96.0.10', externalTrafficPolicy: 'Local', healthCheckNodePort: 30100, allocateLoadBalancerNodePorts: false, loadBalancerClass: 'example.com/lb', ports: [{ port: 80, nodePort: 30080 }] };
    const toNodePort = prepared({ ...lb, type: 'NodePort' }, lb);
    assert.equal(toNodePort.healthCheckNodePort, undefined);
    assert.equal(toNodePort.allocateLoadBalancerNodePorts, undefined);
    assert.equal(toNodePort.loadBalancerClass, undefined);
    assert.equal(prepared({ ...lb, externalTrafficPolicy: 'Cluster' }, lb).healthCheckNodePort, 30100);
    assert.equal(prepared({ ...lb, healthCheckNodePort: 0 }, lb).healthCheckNodePort, 30100);
  });
});
