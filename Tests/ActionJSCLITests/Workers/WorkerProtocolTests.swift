import ExtensionValidation
import Foundation
import TestSupport
import Testing

@testable import ActionJSCLI

/// The JSON-lines protocol between the pool and `actionjs __worker`, and the worker's loop run
/// in process with a real JavaScriptCore.
@Suite struct WorkerProtocolTests {
  static let script = """
    var ExtensionPreprocessingJS = {
      run: function (args) { args.completionFunction({ title: document.title }); },
      finalize: function () {}
    };
    """

  static func sampleCase() -> ValidationCase {
    var settings = CaseSettings()
    settings.selectText = "line\nbreak"
    settings.seed = 7
    return ValidationCase(
      scriptPath: "scripts/a.js", pagePath: "pages/p.html", name: "named",
      settings: settings,
      expectations: [.resultsContain(json: #"{"title": "T"}"#), .finalizeCalled(true)],
      wantsSnapshot: true)
  }

  @Test func aCaseAndAResultRoundTripOnOneLine() throws {
    let validationCase = Self.sampleCase()
    let line = try WorkerProtocol.line(validationCase)
    #expect(line.last == 0x0A)
    #expect(line.filter { $0 == 0x0A }.count == 1)
    #expect(try WorkerProtocol.decodeCase(Array(line.dropLast())) == validationCase)

    var result = CaseResult(
      for: validationCase,
      problems: [
        CaseProblem(
          code: "run-threw", severity: .error, message: "boom\nsecond line",
          location: .init(file: "scripts/a.js", line: 3, column: 9))
      ])
    result.durationMilliseconds = 12.5
    result.snapshot = "{\n  \"a\": 1\n}"
    let resultLine = try WorkerProtocol.line(result)
    #expect(resultLine.filter { $0 == 0x0A }.count == 1)
    #expect(try WorkerProtocol.decodeResult(Array(resultLine.dropLast())) == result)
  }

  @Test func aPartialLineWaitsForItsEnd() throws {
    let line = try WorkerProtocol.line(Self.sampleCase())
    var splitter = LineSplitter()
    let half = line.count / 2
    #expect(splitter.append(line[..<half]).isEmpty)
    #expect(splitter.pending.count == half)
    let lines = splitter.append(line[half...] + line[..<10])
    #expect(lines.count == 1)
    #expect(try WorkerProtocol.decodeCase(lines[0]) == Self.sampleCase())
    #expect(splitter.pending == Array(line[..<10]))
  }

  @Test func anOverlongLineIsABrokenStream() {
    var splitter = LineSplitter()
    splitter.limit = 8
    #expect(splitter.append(Array("0123456789".utf8)).isEmpty)
    #expect(splitter.overflowed)
  }

  @Test func aGarbageLineIsAnErrorForItsCaseNotACrash() throws {
    let validationCase = Self.sampleCase()
    guard
      case .failure(let error) = WorkerProtocol.interpret(
        Array("Segmentation fault (core dumped)".utf8), for: validationCase)
    else {
      Issue.record("garbage was taken for a result")
      return
    }
    #expect(error.message.contains("not a case result"))
    #expect(error.message.contains("Segmentation fault"))

    let other = CaseResult(caseID: "other", scriptPath: "x.js", pagePath: "y.html")
    let line = try WorkerProtocol.line(other)
    guard
      case .failure(let mismatch) = WorkerProtocol.interpret(
        Array(line.dropLast()), for: validationCase)
    else {
      Issue.record("a result for another case was accepted")
      return
    }
    #expect(mismatch.message.contains("'other'"))
  }

  @Test func theWorkerLoopRunsCasesWithOneRunner() throws {
    let folder = try TemporaryFolder()
    let script = try folder.write("a.js", Self.script)
    let page = try folder.write("p.html", "<title>Worker page</title><p>x</p>")
    let passing = ValidationCase(
      scriptPath: script, pagePath: page,
      expectations: [.resultsContain(json: #"{"title": "Worker page"}"#)])
    let failing = ValidationCase(
      scriptPath: script, pagePath: page, name: "wrong",
      expectations: [.resultsContain(json: #"{"title": "Other"}"#)])
    var input = [
      try WorkerProtocol.line(passing), [0x0A], try WorkerProtocol.line(failing),
    ].map { Array($0.dropLast()) }
    input.reverse()
    var written: [CaseResult] = []
    let diagnostics = OutputSink.buffer()
    let status = WorkerCommand.serve(
      nextLine: { input.popLast() },
      write: { bytes in
        guard let result = try? WorkerProtocol.decodeResult(Array(bytes.dropLast())) else {
          return false
        }
        written.append(result)
        return true
      }, diagnostics: diagnostics, environment: [:])
    #expect(status == ExitCode.success)
    #expect(written.map(\.caseID) == [passing.id, failing.id])
    #expect(written[0].problems.isEmpty)
    #expect(written[1].problems.map(\.code) == [HarnessCode.expectationFailed])
    #expect(diagnostics.text == "")
  }

  @Test func theWorkerStopsOnALineThatIsNotACase() {
    var input: [[UInt8]] = [Array("{not json".utf8)]
    let diagnostics = OutputSink.buffer()
    let status = WorkerCommand.serve(
      nextLine: { input.popLast() }, write: { _ in true }, diagnostics: diagnostics,
      environment: [:])
    #expect(status == ExitCode.usage)
    #expect(diagnostics.text.contains("not a case"))
  }

  @Test func theWorkerCommandIsHiddenAndTakesNoArguments() {
    #expect(!actionjs(["--help"]).stdout.contains("__worker"))
    let extra = actionjs(["__worker", "cases.jsonl"])
    #expect(extra.status == ExitCode.usage)
    #expect(extra.stderr.contains("takes no arguments"))
  }

  @Test func theErrorTailKeepsTheLastBytes() {
    var tail = ErrorTail(capacity: 10)
    tail.append(Array("first\nsecond\nthird\n".utf8))
    #expect(tail.bytes == Array("ond\nthird\n".utf8))
    #expect(tail.lastLines(1) == ["third"])
  }

  @Test func statmGivesResidentPages() {
    #expect(
      ResidentMemory.parseStatm(Array("1000 25 3 1 0 40 0\n".utf8)) == 25 * ResidentMemory.pageSize)
    #expect(ResidentMemory.parseStatm(Array("garbage".utf8)) == nil)
    #expect((ResidentMemory.bytes(of: getpid()) ?? 0) > 0)
  }

  @Test func signalsAreNamed() {
    #expect(SignalName.describe(SIGABRT).hasPrefix("SIGABRT"))
    #expect(SignalName.describe(99) == "signal 99")
  }
}
