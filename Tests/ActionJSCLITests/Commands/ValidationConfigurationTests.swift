import ExtensionValidation
import Testing

@testable import ActionJSCLI

/// How `validate` and `test` read their command lines.
@Suite("validate/test options")
struct ValidationConfigurationTests {
  func configuration(_ arguments: [String], command: String = "validate") throws(UsageError)
    -> ValidationConfiguration
  {
    let parsed = try ArgumentParser(
      command: command, specs: ValidationConfiguration.specs(command: command),
      requiredPositionals: 0
    ).parse(arguments)
    return try ValidationConfiguration(parsed, command: command, processorCount: 2)
  }

  @Test("scripts, pages, run options, limits, shard, and format/output pairs")
  func everything() throws {
    let value = try configuration([
      "A.appex", "b.js", "--pages", "p1", "p2/*.html", "--select", "hi", "--reply", #"{"x":1}"#,
      "--strict", "-j", "3", "--shard", "2/5", "--timeout", "7.5", "--memory-limit", "300",
      "--format", "junit", "--output", "j.xml", "--format", "sarif", "--output", "s.sarif",
      "--format", "github", "--script-timeout", "4",
    ])
    #expect(value.scripts == ["A.appex", "b.js"])
    #expect(value.pages == ["p1", "p2/*.html"])
    #expect(value.settings.selectText == "hi")
    #expect(value.settings.handler == .reply(json: #"{"x":1}"#))
    #expect(value.settings.scriptTimeout == 4)
    #expect(value.strict)
    #expect(value.jobs == 3)
    #expect(value.shard == Shard(index: 2, count: 5))
    #expect(value.caseTimeout == 7.5)
    #expect(value.memoryLimitMiB == 300)
    #expect(
      value.destinations == [
        ReportDestination(format: .junit, path: "j.xml"),
        ReportDestination(format: .sarif, path: "s.sarif"),
        ReportDestination(format: .github, path: nil),
      ])
  }

  @Test("defaults: text on standard output, one job per core, whole suite")
  func defaults() throws {
    let value = try configuration(["A.appex"])
    #expect(value.destinations == [ReportDestination(format: .text, path: nil)])
    #expect(value.jobs == 2)
    #expect(value.shard == .whole)
    // The same defaults as `run`: 60 s a case (more for long budgets and large pages), 4096 MiB.
    #expect(value.caseTimeout == nil)
    #expect(value.caseTimeLimit(largestPageBytes: 0) == 60)
    #expect(value.caseTimeLimit(largestPageBytes: 10 << 20) == 70)
    #expect(value.memoryLimitMiB == 4096)
    #expect(!value.update)
  }

  @Test("--in-process, and its old spelling -j 0 with a warning; none for both limits")
  func inProcessAndNone() throws {
    let inProcess = try configuration(["A.appex", "--in-process"])
    #expect(inProcess.jobs == 0 && inProcess.warnings.isEmpty)
    let old = try configuration(["A.appex", "-j", "0"])
    #expect(old.jobs == 0)
    #expect(old.warnings == ["option '--jobs 0' is deprecated: use '--in-process'"])
    let none = try configuration(["A.appex", "--timeout", "none", "--memory-limit", "none"])
    #expect(none.caseTimeLimit(largestPageBytes: 1 << 30) == nil)
    #expect(none.memoryLimitMiB == nil)
  }

  @Test(
    "usage errors name what is wrong",
    arguments: [
      ([String](), "give at least one script"),
      (["--pages", "p", "--suite", "s.json"], "--pages needs scripts"),
      (["a.js", "--shard", "3/2"], "'--shard'"),
      (["a.js", "--shard", "x"], "'--shard'"),
      (["a.js", "-j", "-1"], "'--jobs'"),
      (["a.js", "--memory-limit", "1"], "'--memory-limit'"),
      (["a.js", "--in-process", "--timeout", "5"], "need worker processes"),
      (["a.js", "--output", "x"], "'--output' must follow a '--format'"),
      (["a.js", "--format", "xml"], "'--format'"),
      (["a.js", "--format", "json", "--format", "text"], "only one --format may go to standard"),
      (
        ["a.js", "--format", "json", "--output", "r", "--format", "junit", "--output", "r"],
        "same --output"
      ),
      (["a.js", "--format", "json", "--output", "a", "--output", "b"], "'--output' must follow"),
      (["a.js", "--update"], "unknown option '--update'"),
    ])
  func usageErrors(_ arguments: [String], _ expected: String) {
    do {
      _ = try configuration(arguments)
      Issue.record("\(arguments) was accepted")
    } catch {
      #expect(error.message.contains(expected), "\(error.message)")
    }
  }

  @Test("test has --update and --snapshots, and needs pages or a suite")
  func testOptions() throws {
    let value = try configuration(
      ["a.js", "--pages", "p", "--update", "--snapshots", "snaps"], command: "test")
    #expect(value.update)
    #expect(value.snapshotFolder == "snaps")
    #expect(throws: UsageError.self) { try configuration(["a.js"], command: "test") }
  }
}
