/**
 * EPUBCheck, the trade's validator of e-pubs (https://www.w3.org/publishing/epubcheck/), run as a
 * Java program on a stored file: its messages are the findings of the file's check (docs/api.md
 * "Release readiness"), beside the project's own structural check (`epubStructureFindings`,
 * server/lib/epub.ts). Debian's package `epubcheck` installs it as /usr/share/java/epubcheck.jar.
 */
import { type ExecFileException, execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type EpubFinding, type EpubFindingSeverity, epubFindingSeverities } from '../../contract/epubChecks';

/**
 * The JVM's own options. A check is one short run: the client compiler alone and the serial
 * collector start it about three times faster than the JVM's defaults (4 s instead of 16 s for
 * the demo e-pub on a busy two-core machine); and a background job takes one core at most, so
 * the requests on the other go on.
 */
const jvmOptions = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-XX:ActiveProcessorCount=1'];

/** The most of EPUBCheck's console output kept: with `--json` it prints a few lines only. */
const maxConsoleBytes = 4 * 1024 * 1024;

interface Ran {
  stdout: string;
  stderr: string;
  /** The exit code; null when the process was killed or could not start. */
  code: number | null;
  error: ExecFileException | null;
}

/** Runs `java` with `args` (no shell), whatever its exit code. */
function java(args: string[], timeoutMs: number): Promise<Ran> {
  return new Promise((resolve) => {
    execFile(
      'java',
      [...jvmOptions, ...args],
      { timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: maxConsoleBytes, windowsHide: true },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        resolve({ stdout, stderr, code, error });
      },
    );
  });
}

const versions = new Map<string, Promise<string | null>>();

/**
 * The version of the EPUBCheck in `jar` (such as `4.2.6`), from its `--version` (which prints it,
 * then exits with 1 for want of a file); null when java or the jar is missing or does not answer
 * so. Asked once per jar while the process runs.
 */
export function epubcheckVersion(jar: string): Promise<string | null> {
  let version = versions.get(jar);
  if (!version) {
    version = java(['-jar', jar, '--version'], 60_000).then((ran) => /^EPUBCheck v?(\d+(?:\.\d+)+\S*)/m.exec(ran.stdout)?.[1] ?? null);
    versions.set(jar, version);
  }
  return version;
}

/** EPUBCheck's JSON report (`--json`), the parts read here. */
interface Report {
  messages: {
    ID?: unknown;
    severity?: unknown;
    message?: unknown;
    locations?: { path?: unknown; line?: unknown; column?: unknown }[];
  }[];
  checker?: { checkerVersion?: unknown };
}

/** A line or column: EPUBCheck writes -1 when it does not know it. */
const position = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);

/** The name the checked file is given in the run's folder: EPUBCheck names it in the findings about the archive itself. */
const checkedName = 'publication.epub';

/**
 * The findings of a report: one per message and location (a message without a location: one,
 * without path, line and column), severities lower-cased. Throws when it is not a report.
 */
function findingsOf(report: Report): EpubFinding[] {
  if (!report || !Array.isArray(report.messages)) throw new Error('it has no messages');
  const findings: EpubFinding[] = [];
  for (const message of report.messages) {
    const severity = String(message.severity).toLowerCase();
    // Suppressed messages are not reported; EPUBCheck lists none.
    if (severity === 'suppressed') continue;
    if (!epubFindingSeverities.includes(severity as EpubFindingSeverity)) throw new Error(`a message has the severity ${JSON.stringify(message.severity)}`);
    const base = {
      severity: severity as EpubFindingSeverity,
      id: typeof message.ID === 'string' ? message.ID : null,
      message: typeof message.message === 'string' ? message.message : '',
    };
    const locations = Array.isArray(message.locations) && message.locations.length > 0 ? message.locations : [{}];
    for (const location of locations) {
      const where = typeof location.path === 'string' && location.path !== checkedName ? location.path : null;
      findings.push({ ...base, path: where, line: position(location.line), column: position(location.column) });
    }
  }
  return findings;
}

/**
 * EPUBCheck's findings on the e-pub in `file`, by the jar `options.jar`, and its version. It is run
 * as `java -jar <jar> <file> --json <report>` (no shell) on a link to the file named
 * `publication.epub` in a temporary folder (EPUBCheck refuses a file named otherwise than
 * `*.epub`), and its JSON report read: exiting with 1, as it does when it finds
 * errors, is a result. The report's USAGE and INFO messages need flags that are not given, so
 * its findings are fatal errors, errors and warnings. At most `options.maxFindings` (500) are
 * kept, the most severe first, in EPUBCheck's order within a severity; `truncated` says whether
 * there were more. Findings about the archive itself (such as its `mimetype`'s place) have no
 * path. Throws an Error when the run takes longer than `options.timeoutMs` (the process is
 * killed), or leaves no report it can read (java or the jar missing, the JVM failing). The
 * temporary folder is removed in every case.
 */
export async function runEpubcheck(
  file: string,
  options: { jar: string; timeoutMs: number; maxFindings?: number },
): Promise<{ version: string; findings: EpubFinding[]; truncated: boolean }> {
  const maxFindings = options.maxFindings ?? 500;
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'epubcheck-'));
  try {
    const linked = path.join(folder, checkedName);
    try {
      await fs.symlink(path.resolve(file), linked);
    } catch {
      await fs.copyFile(file, linked);
    }
    const output = path.join(folder, 'report.json');
    const ran = await java(['-jar', options.jar, linked, '--json', output], options.timeoutMs);
    if (ran.error?.code === 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER') {
      throw new Error(`EPUBCheck printed more than ${maxConsoleBytes / (1024 * 1024)} MiB and was stopped`);
    }
    if (ran.error?.killed) throw new Error(`EPUBCheck took longer than ${options.timeoutMs / 1000} s and was stopped`);
    if (ran.error?.code === 'ENOENT') throw new Error('EPUBCheck could not run: java is not installed');

    let report: Report;
    try {
      report = JSON.parse(await fs.readFile(output, 'utf8')) as Report;
    } catch {
      const said = `${ran.stderr}\n${ran.stdout}`.trim().split('\n')[0]?.slice(0, 200);
      throw new Error(`EPUBCheck left no readable report (exit code ${ran.code ?? 'none'})${said ? `: ${said}` : ''}`);
    }
    let findings: EpubFinding[];
    try {
      findings = findingsOf(report);
    } catch (error) {
      throw new Error(`EPUBCheck's report cannot be read: ${(error as Error).message}`);
    }
    const rank = (finding: EpubFinding) => epubFindingSeverities.indexOf(finding.severity);
    // A stable sort: EPUBCheck's order within each severity.
    findings.sort((a, b) => rank(a) - rank(b));
    const checkerVersion = report.checker?.checkerVersion;
    return {
      version: typeof checkerVersion === 'string' && checkerVersion ? checkerVersion : ((await epubcheckVersion(options.jar)) ?? 'unknown'),
      findings: findings.slice(0, maxFindings),
      truncated: findings.length > maxFindings,
    };
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}
