import Foundation
import JSCore
import SavedPages
import Testing

@testable import ActionExtension

/// The report's records of the script, the page, the input items, requests, exceptions and
/// timings (issue 6, RunReport).
@Suite("Run report records")
struct RunReportRecordTests {
  @Test("SHA-256 matches the FIPS 180-4 examples")
  func sha256Vectors() {
    #expect(
      SHA256.hexDigest([UInt8]())
        == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(
      SHA256.hexDigest(Array("abc".utf8))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      SHA256.hexDigest(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(
      SHA256.hexDigest([UInt8](repeating: 0x61, count: 1_000_000))
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test("the page's title, encoding and format, and the script's digest")
  func pageAndScript() {
    let page = SavedPage(
      url: "https://example.com/", bytes: Array("<meta charset=utf-8><title>T é</title>".utf8))
    let script = "var ExtensionPreprocessingJS = { run(a) { a.completionFunction({}); } };"
    let report = PreprocessingRunner().run(page: page, script: script, handler: EchoHandler())
    #expect(report.page.url == "https://example.com/")
    #expect(report.page.title == "T é")
    #expect(report.page.encoding == "UTF-8")
    #expect(report.page.encodingSource == .meta)
    #expect(report.page.format == "html")
    #expect(report.script.sha256 == SHA256.hexDigest(Array(script.utf8)))
    #expect(report.script.url == "Action.js")
    #expect(report.completed)
  }

  @Test("the page's encoding and why, by the steps of encoding sniffing, in the JSON form too")
  func encodingAndWhy() throws {
    let script = "var ExtensionPreprocessingJS = { run(a) { a.completionFunction({}); } };"
    func report(_ bytes: [UInt8], options: RunOptions = RunOptions()) -> RunReport.Page {
      let page = SavedPage(url: "https://example.com/", bytes: bytes)
      return PreprocessingRunner(options: options).run(
        page: page, script: script, handler: EchoHandler()
      ).page
    }
    let utf8 = Array("<title>café</title>".utf8)
    #expect(report(utf8).encoding == "UTF-8")
    #expect(report(utf8).encodingSource == .detected)
    var off = RunOptions()
    off.detectsUTF8 = false
    #expect(report(utf8, options: off).encoding == "windows-1252")
    #expect(report(utf8, options: off).encodingSource == .default)
    #expect(report(Array("<title>t</title>".utf8)).encodingSource == .default)
    var transport = RunOptions()
    transport.transportCharset = "iso-8859-2"
    #expect(report(utf8, options: transport).encoding == "ISO-8859-2")
    #expect(report(utf8, options: transport).encodingSource == .transport)
    #expect(report([0xEF, 0xBB, 0xBF] + utf8, options: transport).encodingSource == .byteOrderMark)
    // A text file: UTF-8 by default, the transport charset when given.
    let text = SavedPage(
      url: "https://example.com/a.txt", bytes: utf8, mimeType: "text/plain", format: .text)
    let textReport = PreprocessingRunner(options: transport).run(
      page: text, script: script, handler: EchoHandler())
    #expect(textReport.page.encodingSource == .transport)

    let json = report(utf8, options: transport)
    var full = RunReport(pageURL: json.url, scriptURL: "Action.js")
    full.page = json
    let object = try PropertyList(jsonData: Data(full.json().text.utf8), omittingNulls: true)
    #expect(object["page"]?["encoding"] == .string("ISO-8859-2"))
    #expect(object["page"]?["encodingSource"] == .string("transport"))
  }

  @Test("an unknown transport charset is the diagnostic charset-unknown, and nothing runs")
  func unknownCharset() {
    var options = RunOptions()
    options.transportCharset = "utf-9"
    let page = SavedPage(url: "https://example.com/", bytes: Array("<title>t</title>".utf8))
    let report = PreprocessingRunner(options: options).run(
      page: page,
      script: "var ExtensionPreprocessingJS = { run(a) { a.completionFunction({}); } };",
      handler: EchoHandler())
    #expect(report.diagnostics.map(\.code) == [DiagnosticCode.charsetUnknown])
    #expect(!report.preprocessingRan)
    #expect(report.page.encodingSource == nil)
    #expect(report.hasErrors)
  }

  @Test("input items record what the handler was offered and loaded")
  func inputItems() {
    let page = SavedPage(url: "https://example.com/", bytes: Array("<title>T</title>".utf8))
    let script = "var ExtensionPreprocessingJS = { run(a) { a.completionFunction({n: 1}); } };"
    var options = RunOptions()
    options.input = .propertyListAndURL
    let report = PreprocessingRunner(options: options).run(
      page: page, script: script, handler: EchoHandler())
    let attachments = report.inputItems.first?.attachments ?? []
    #expect(attachments.count == 2)
    #expect(attachments.first?.typeIdentifiers == ["com.apple.property-list"])
    #expect(attachments.first?.loaded == true)
    #expect(
      attachments.first?.item
        == .dictionary(["NSExtensionJavaScriptPreprocessingResultsKey": ["n": .real(1)]]))
    #expect(attachments.last?.typeIdentifiers == ["public.url"])
    #expect(attachments.last?.loaded == false)
    #expect(attachments.last?.item == .string("https://example.com/"))
  }

  @Test("exceptions name their phase; a cancelled request is not completed")
  func exceptionsAndPhases() {
    let page = SavedPage(url: "https://example.com/", bytes: Array("<p>x".utf8))
    let script = """
      var ExtensionPreprocessingJS = {
        run(a) { Promise.reject(new TypeError("nobody")); a.completionFunction({}); },
        finalize() { throw new Error("in finalize"); }
      };
      """
    let report = PreprocessingRunner().run(page: page, script: script, handler: EchoHandler())
    #expect(report.exceptions.map(\.phase) == [.eventLoop, .finalize])
    #expect(report.exceptions.first?.isUnhandledRejection == true)
    #expect(report.exceptions.first?.message.contains("nobody") == true)
    #expect(report.exceptions.last?.message == "Error: in finalize")
    #expect(report.exceptions.last?.location?.line == 3)
    #expect(!report.completed)

    let cancelled = PreprocessingRunner().run(
      page: page, script: "var ExtensionPreprocessingJS = {run(a){a.completionFunction({})}};",
      handler: CancellingHandler())
    #expect(!cancelled.completed)
  }

  @Test("event-loop timings follow the virtual clock; wall timings add up")
  func timings() {
    let page = SavedPage(url: "https://example.com/", bytes: Array("<p>x".utf8))
    let script = """
      var ExtensionPreprocessingJS = {
        run(a) { setTimeout(() => a.completionFunction({}), 300); },
        finalize() { setTimeout(() => {}, 50); }
      };
      """
    let report = PreprocessingRunner().run(page: page, script: script, handler: EchoHandler())
    #expect(report.timings.eventLoop.run == 300)
    #expect(report.timings.eventLoop.finalize == 50)
    #expect(report.timings.eventLoop.total == 350)
    #expect(report.timings.eventLoop.handler == 0)
    let wall = report.timings.wall
    #expect(wall.total > 0)
    #expect(wall.parse + wall.setup + wall.run + wall.finalize <= wall.total + 0.001)
  }
}

/// What loading the page noticed reaches the report.
@Suite("Saved page warnings in the report")
struct SavedPageWarningReportTests {
  @Test("a page's warnings become saved-page-warning diagnostics; the run still completes")
  func warningsBecomeDiagnostics() throws {
    let bytes: [UInt8] = [0x00, 0x01, 0x02] + Array("<title>x</title>".utf8)
    let page = try SavedPageLoader.load(data: bytes, fileName: "odd.html", url: "https://e.x/")
    let script = "var ExtensionPreprocessingJS = { run(a) { a.completionFunction({}); } };"
    let report = PreprocessingRunner().run(page: page, script: script, handler: EchoHandler())
    let warnings = report.diagnostics(DiagnosticCode.savedPageWarning)
    #expect(warnings.count == 1)
    #expect(warnings.first?.severity == .warning)
    #expect(warnings.first?.message.contains("binary data") == true)
    #expect(report.completed)
  }
}
