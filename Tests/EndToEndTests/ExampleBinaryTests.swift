import Foundation
import JSCore
import Testing

/// Every example page through the built `actionjs` executable (a real process): the built-in
/// handler that answers as the example's Swift handler does (`--reply` with the expected
/// finalize argument, `--no-reply`, `--cancel`), and the JSON report compared with
/// `expected/<page>.json` for what the script decides: results, finalize, dialogs. Two runs
/// must print the same bytes.
@Suite struct ExampleBinaryTests {
  @Test(arguments: ExampleCase.all)
  func theToolReportsWhatTheExampleExpects(_ example: ExampleCase) throws {
    let expected = try example.expected()
    var arguments = ["run", example.extensionPath, example.pagePath, "--format", "json"]
    if let selection = expected.selection { arguments += ["--select", selection] }
    if let selector = expected.selectionCSS { arguments += ["--select-css", selector] }
    if let url = expected.givenPageURL { arguments += ["--url", url] }
    switch expected.requestOutcome {
    case "cancelled": arguments.append("--cancel")
    case _ where expected.finalizeArgument != nil:
      let reply = try #require(expected.finalizeArgument)
      arguments += ["--reply", reply.jsonString()]
    default: arguments.append("--no-reply")
    }
    let root = ExampleCase.repositoryRoot
    let first = try BuiltTool.run(arguments, in: root)
    let second = try BuiltTool.run(arguments, in: root)
    #expect(first.stdout == second.stdout, "two runs of \(example) differ")
    #expect(first.stderr.isEmpty, "\(first.stderr)")
    let report = try PropertyList(jsonData: first.stdout, omittingNulls: true)
    #expect(report["schemaVersion"] == .integer(1))
    #expect(report["script"]?["sha256"]?.stringValue?.count == 64)
    #expect(
      PropertyListDifference.lines(
        expected: expected.results, actual: report["results"], path: "results") == [])
    #expect(
      PropertyListDifference.lines(
        expected: expected.finalizeArgument, actual: report["finalizeArgument"],
        path: "finalizeArgument") == [])
    #expect(report["finalizeCalled"] == .boolean(expected.finalizeCalled))
    let dialogs = (report["dialogs"]?.arrayValue ?? []).map {
      "\($0["kind"]?.stringValue ?? ""): \($0["message"]?.stringValue ?? "")"
    }
    #expect(dialogs == expected.dialogs)
    let errors = (report["diagnostics"]?.arrayValue ?? []).filter {
      $0["severity"] == .string("error")
    }
    let expectsErrors = !expected.diagnosticCodes.isEmpty && report["hasErrors"] == .boolean(true)
    #expect(first.status == (errors.isEmpty ? 0 : 1))
    if !expectsErrors { #expect(errors.isEmpty, "\(errors)") }
    if let pageURL = expected.pageURL {
      #expect(report["page"]?["url"] == .string(pageURL))
    }
  }
}
