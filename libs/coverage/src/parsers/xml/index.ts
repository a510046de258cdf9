export { cloverParser } from './clover';
export { coberturaParser } from './cobertura';
export { jacocoParser } from './jacoco';
export { type XmlRoot, xmlRootElement } from './safe-xml';
