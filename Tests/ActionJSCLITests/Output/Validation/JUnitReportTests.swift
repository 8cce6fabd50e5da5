import ExtensionValidation
import Foundation
import TestSupport
import Testing

@testable import ActionJSCLI

@Suite("validation report: JUnit XML")
struct JUnitReportTests {
  @Test("a failing outcome, byte for byte")
  func failing() {
    #expect(
      JUnitReport.render(SampleOutcomes.failing) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="actionjs" tests="5" failures="3" errors="0" skipped="0" time="1.250">
          <testsuite name="Examples/A.appex" tests="2" failures="2" errors="0" skipped="0" time="0.020">
            <testcase classname="Examples/A.appex" name="(static checks)" time="0.000">
              <failure message="ExtensionPreprocessingJS.finalize is not a function" type="finalize-not-function">error finalize-not-function: ExtensionPreprocessingJS.finalize is not a function (Examples/A.appex/Action.js:12:3)</failure>
            </testcase>
            <testcase classname="Examples/A.appex" name="pages/a.html" time="0.020">
              <failure message="TypeError: x is undefined" type="run-threw">error run-threw: TypeError: x is undefined (Examples/A.appex/Action.js:4:9)</failure>
              <system-out>warning results-not-property-list: results.when is not a property-list value</system-out>
            </testcase>
          </testsuite>
          <testsuite name="b.js" tests="3" failures="1" errors="0" skipped="0" time="1.503">
            <testcase classname="b.js" name="(static checks)" time="0.000">
              <system-out>warning top-level-api: top level uses chrome (b.js:1)</system-out>
            </testcase>
            <testcase classname="b.js" name="pages/b.html × selected" time="1.500">
              <system-out>warning saved-page-warning: a resource was skipped (pages/b.html)
        info note: just so you know</system-out>
            </testcase>
            <testcase classname="b.js" name="pages/c.html" time="0.003">
              <failure message="the worker died (signal 11)" type="worker-crashed">error worker-crashed: the worker died (signal 11)</failure>
            </testcase>
          </testsuite>
        </testsuites>

        """)
  }

  @Test("a passing case is an empty testcase")
  func passing() {
    let xml = JUnitReport.render(SampleOutcomes.passing)
    #expect(
      xml.contains(
        "<testcase classname=\"Examples/A.appex\" name=\"pages/a.html\" time=\"0.012\"/>"))
    #expect(xml.contains("tests=\"2\" failures=\"0\""))
  }

  @Test(
    "every outcome conforms to the Ant/Jenkins JUnit structure",
    arguments: ["passing", "failing", "strict", "hostile", "empty"])
  func conforms(_ name: String) throws {
    let xml = JUnitReport.render(Self.outcome(name))
    let checker = JUnitSchemaChecker(Data(xml.utf8))
    #expect(checker.violations == [])
    #expect(checker.root?.name == "testsuites")
    try Self.xmllint(xml)
  }

  @Test("--strict counts the warning-only case and checks as failures")
  func strict() throws {
    let checker = JUnitSchemaChecker(Data(JUnitReport.render(SampleOutcomes.strict).utf8))
    let root = try #require(checker.root)
    #expect(root.attributes["failures"] == "5")
    let b = try #require(root.children("testsuite").last)
    let selected = try #require(b.children("testcase").dropFirst().first)
    #expect(selected.children("failure").first?.attributes["type"] == "saved-page-warning")
    #expect(selected.children("system-out").first?.text == "info note: just so you know")
  }

  @Test("hostile strings: escaped, forbidden characters replaced, the rest read back intact")
  func hostile() throws {
    let xml = JUnitReport.render(SampleOutcomes.hostile)
    #expect(!xml.unicodeScalars.contains { !XMLEscaping.isAllowed($0) })
    #expect(!xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    let checker = JUnitSchemaChecker(Data(xml.utf8))
    let root = try #require(checker.root)
    let suite = try #require(root.children("testsuite").first)
    #expect(suite.attributes["name"] == "scripts/<weird> & \"odd\".js")
    let testCase = try #require(suite.children("testcase").last)
    #expect(testCase.attributes["name"] == "pages/my page,1:%.html × ünï \"q\"")
    let failure = try #require(testCase.children("failure").first)
    let expected =
      "He said \"hi\" & <b>'x'</b>\nline 2\r\nnul\u{FFFD}[U+0000]bell\u{FFFD}[U+0007]esc"
      + "\u{FFFD}[U+001B][31m 100% done :: a,b é 漢字 🎉 \u{FFFD}[U+FFFE]]]>"
    #expect(failure.attributes["message"] == expected)
    #expect(failure.attributes["type"] == "run-threw")
    #expect(failure.text == "error run-threw: " + expected + " (pages/my page,1:%.html:0:0)")
    let systemOut = try #require(testCase.children("system-out").first)
    #expect(systemOut.text == "warning odd::code: 50%\nof\u{FFFD}[U+0000]it")
  }

  @Test("XML escaping of text and attributes")
  func escaping() {
    #expect(
      XMLEscaping.text("a & b < c > d \"e\" 'f'\n\tg\r")
        == "a &amp; b &lt; c &gt; d \"e\" 'f'\n\tg&#13;")
    #expect(
      XMLEscaping.attribute("a & b < c > d \"e\" 'f'\n\tg\r")
        == "a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;&#10;&#9;g&#13;")
    #expect(
      XMLEscaping.text("\u{0}\u{1F}\u{7F}\u{FFFF}é")
        == "\u{FFFD}[U+0000]\u{FFFD}[U+001F]\u{7F}\u{FFFD}[U+FFFF]é")
  }

  @Test("the checker rejects what the schema forbids")
  func checkerRejects() {
    let bad = [
      #"<testsuites><testsuite tests="1"><testcase name="a" classname="b"/></testsuite></testsuites>"#,
      #"<testsuites><testsuite name="s" tests="2"><testcase name="a" classname="b"/></testsuite></testsuites>"#,
      #"<testsuites><testsuite name="s" tests="1"><testcase name="a"/></testsuite></testsuites>"#,
      #"<testsuites><testsuite name="s" tests="1" time="1,5"><testcase name="a" classname="b"/></testsuite></testsuites>"#,
      #"<testsuites><testsuite name="s" tests="0"><failure/></testsuite></testsuites>"#,
      #"<testsuites><testsuite name="s" tests="1" failures="0"><testcase name="a" classname="b"><failure/></testcase></testsuite></testsuites>"#,
      #"<testsuites><testsuite name="s" tests="1"><testcase name="a" classname="b" message="x & y"/></testsuite></testsuites>"#,
      #"<report/>"#,
    ]
    for document in bad {
      #expect(!JUnitSchemaChecker(Data(document.utf8)).violations.isEmpty, "\(document)")
    }
  }

  static func outcome(_ name: String) -> ValidationOutcome {
    switch name {
    case "passing": SampleOutcomes.passing
    case "failing": SampleOutcomes.failing
    case "strict": SampleOutcomes.strict
    case "hostile": SampleOutcomes.hostile
    default: ValidationOutcome(command: "validate")
    }
  }

  /// `xmllint --noout` on the document, when libxml2-utils is installed.
  static func xmllint(_ xml: String) throws {
    guard FileManager.default.isExecutableFile(atPath: ExternalValidator.xmllint) else {
      print("note: \(ExternalValidator.xmllint) is not installed (libxml2-utils); skipped")
      return
    }
    let folder = try TemporaryFolder()
    let file = try folder.write("junit.xml", xml)
    let result = try ExternalValidator.run(ExternalValidator.xmllint, ["--noout", file])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output == "")
  }
}
