import { type LineCoverage, type LineType, branches, lineState } from '../../model/line-coverage';
import type { FileBuilder, ReportBuilder } from '../../model/report-builder';
import type { CoverageParser } from '../types';
import { countAttribute, lineNumberAttribute } from './attribute-values';
import { type XmlAttributes, type XmlVisitor, streamXml, xmlRootElement } from './safe-xml';

type MethodComplexity = [covered: number, total: number];

/** "Foo.java" and "com/example/Foo$Inner" both name the source stem "Foo". */
function sourceStem(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const end = base.search(/[.$]/);
  return end < 0 ? base : base.slice(0, end);
}

/**
 * Directories a `package/File.java` path may live under: the project named by the report (when it
 * is a plain directory-like name) and Maven's source layout.
 */
function sourceBases(reportName: string | undefined): string[] {
  const project = (reportName ?? '').trim().replace(/^\/+|\/+$/g, '');
  const bases: string[] = [];
  if (project !== '' && !/\s/.test(project)) bases.push(project, `${project}/src/main/java`);
  bases.push('src/main/java');
  return bases;
}

/**
 * Reads JaCoCo XML (Maven/Gradle plugins, Kover). Per package, classes come first: their methods'
 * COMPLEXITY counters are kept by source file and attached to the method's line when the
 * package's `<sourcefile>` lines are read.
 */
class JacocoReader implements XmlVisitor {
  private bases: string[] = sourceBases(undefined);
  private packageName = '';
  /** Per source stem, per line: complexity of the methods starting there. */
  private complexity = new Map<string, Map<number, MethodComplexity>>();
  private classStem: string | undefined;
  private methodLine: number | undefined;
  private sourcePath: string | undefined;
  private sourceComplexity: Map<number, MethodComplexity> | undefined;
  /** Resolved on the first line so source files without lines create no file. */
  private file: FileBuilder | null | undefined;
  private readonly partialsAsHits: boolean;

  constructor(private readonly builder: ReportBuilder) {
    this.partialsAsHits = builder.options.jacoco?.partials_as_hits === true;
  }

  open(name: string, attributes: XmlAttributes, depth: number): void {
    switch (name) {
      case 'line':
        if (this.sourcePath !== undefined) this.addLine(attributes);
        break;
      case 'counter':
        if (this.methodLine !== undefined && attributes['type'] === 'COMPLEXITY')
          this.addComplexity(attributes);
        break;
      case 'method':
        if (this.classStem !== undefined) this.methodLine = lineNumberAttribute(attributes, 'line');
        break;
      case 'class':
        this.classStem = sourceStem(attributes['sourcefilename'] ?? attributes['name'] ?? '');
        break;
      case 'sourcefile':
        this.startSourceFile(attributes['name'] ?? '');
        break;
      case 'package':
        this.packageName = (attributes['name'] ?? '').replace(/^\/+|\/+$/g, '');
        this.complexity = new Map();
        break;
      case 'report':
        if (depth === 0) this.bases = sourceBases(attributes['name']);
        break;
    }
  }

  close(name: string): void {
    switch (name) {
      case 'method':
        this.methodLine = undefined;
        break;
      case 'class':
        this.classStem = undefined;
        break;
      case 'sourcefile':
        this.sourcePath = undefined;
        this.sourceComplexity = undefined;
        this.file = undefined;
        break;
      case 'package':
        this.complexity = new Map();
        break;
    }
  }

  private addComplexity(attributes: XmlAttributes): void {
    const stem = this.classStem;
    const line = this.methodLine;
    if (stem === undefined || line === undefined) return;
    const covered = countAttribute(attributes, 'covered');
    const total = covered + countAttribute(attributes, 'missed');
    let byLine = this.complexity.get(stem);
    if (!byLine) {
      byLine = new Map();
      this.complexity.set(stem, byLine);
    }
    // Methods sharing a line (a lambda beside its method) add up, as complexity does.
    const known = byLine.get(line);
    byLine.set(line, known ? [known[0] + covered, known[1] + total] : [covered, total]);
  }

  private startSourceFile(name: string): void {
    this.file = name === '' ? null : undefined;
    this.sourcePath = this.packageName === '' ? name : `${this.packageName}/${name}`;
    this.sourceComplexity = this.complexity.get(sourceStem(name));
  }

  private target(): FileBuilder | null {
    if (this.file === undefined) this.file = this.builder.file(this.sourcePath ?? '', this.bases);
    return this.file;
  }

  private addLine(attributes: XmlAttributes): void {
    const number = lineNumberAttribute(attributes, 'nr');
    if (number === undefined) return;
    const file = this.target();
    if (!file) return;
    const missedBranches = countAttribute(attributes, 'mb');
    const coveredBranches = countAttribute(attributes, 'cb');
    let coverage: LineCoverage;
    let type: LineType;
    if (missedBranches > 0 || coveredBranches > 0) {
      coverage = branches(coveredBranches, missedBranches + coveredBranches);
      type = 'b';
      if (this.partialsAsHits && lineState(coverage) === 'partial') coverage = 1;
    } else {
      coverage = countAttribute(attributes, 'ci');
    }
    const complexity = this.sourceComplexity?.get(number);
    if (complexity) type = 'm';
    file.line(number, coverage, type, undefined, complexity);
  }
}

export const jacocoParser: CoverageParser = {
  format: 'jacoco',
  matches(input) {
    return xmlRootElement(input.text)?.name === 'report';
  },
  parse(input, builder) {
    streamXml(input.text, new JacocoReader(builder));
  },
};
