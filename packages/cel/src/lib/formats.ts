import { dns1035Label, dns1123Label, dns1123Subdomain, isBase64, labelValue, qualifiedName } from '@plumbline/engine';
import { NamedFormat } from '../values.js';
import { parseRequestUri } from './url.js';

/**
 * The Kubernetes format library (k8s.io/apiserver/pkg/cel/library/format.go): named string
 * validations whose `validate` returns the apimachinery validation messages. The name
 * validations come from @plumbline/engine, which follows the same apimachinery functions.
 */

/** NameIsDNSLabel(name, prefix): a generated-name prefix may end with '-' (checked as if it were 'a'). */
const asPrefix =
  (check: (value: string) => string[]) =>
  (value: string): string[] =>
    check(value.length > 1 && value.endsWith('-') ? value.slice(0, -1) + 'a' : value);

const UUID = /^(?:urn:uuid:)?[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

function validDate(year: string, month: string, day: string): boolean {
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  if (m < 1 || m > 12 || d < 1) return false;
  const days = [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;
  return d <= days;
}

export const NAMED_FORMATS: Record<string, NamedFormat> = {
  dns1123Label: new NamedFormat('DNS1123Label', dns1123Label),
  dns1123Subdomain: new NamedFormat('DNS1123Subdomain', dns1123Subdomain),
  dns1035Label: new NamedFormat('DNS1035Label', dns1035Label),
  qualifiedName: new NamedFormat('QualifiedName', qualifiedName),
  dns1123LabelPrefix: new NamedFormat('DNS1123LabelPrefix', asPrefix(dns1123Label)),
  dns1123SubdomainPrefix: new NamedFormat('DNS1123SubdomainPrefix', asPrefix(dns1123Subdomain)),
  dns1035LabelPrefix: new NamedFormat('DNS1035LabelPrefix', asPrefix(dns1035Label)),
  labelValue: new NamedFormat('LabelValue', labelValue),
  uri: new NamedFormat('URI', (value) => {
    try {
      parseRequestUri(value);
      return [];
    } catch (error) {
      return [(error as Error).message.replace(/^URL parse error during conversion from string: /, '')];
    }
  }),
  uuid: new NamedFormat('uuid', (value) => (UUID.test(value) ? [] : ['does not match the UUID format'])),
  byte: new NamedFormat('byte', (value) => (isBase64(value) ? [] : ['invalid base64'])),
  date: new NamedFormat('date', (value) => {
    const m = DATE.exec(value);
    return m && validDate(m[1]!, m[2]!, m[3]!) ? [] : ['invalid date'];
  }),
  datetime: new NamedFormat('datetime', (value) => {
    const m = DATE_TIME.exec(value);
    const ok = m && validDate(m[1]!, m[2]!, m[3]!) && Number(m[4]) < 24 && Number(m[5]) < 60 && Number(m[6]) < 60;
    return ok ? [] : ['invalid datetime'];
  }),
};
