import ExtensionValidation
import Testing

@testable import ActionJSCLI

@Suite("validation report: text")
struct ValidationTextTests {
  private let plain = TextStyle(enabled: false)

  @Test("a passing outcome: the header and the summary only")
  func passing() {
    #expect(
      ValidationText.render(SampleOutcomes.passing, style: plain) == """
        actionjs validate

        1 script checked, 1 case: 1 passed, 0 failed; 0 errors, 0 warnings; in 0.50 s

        """)
  }

  @Test("static checks first, failed cases with every problem, passing cases' warnings compact")
  func failing() {
    #expect(
      ValidationText.render(SampleOutcomes.failing, style: plain) == """
        actionjs validate --shard 2/3

        FAIL Examples/A.appex (static checks)
          error finalize-not-function: ExtensionPreprocessingJS.finalize is not a function (Examples/A.appex/Action.js:12:3)
        WARN b.js (static checks)
          warning top-level-api: top level uses chrome (b.js:1)
        FAIL Examples/A.appex × pages/a.html
          error run-threw: TypeError: x is undefined (Examples/A.appex/Action.js:4:9)
          warning results-not-property-list: results.when is not a property-list value
        WARN b.js × pages/b.html × selected: warning saved-page-warning: a resource was skipped (pages/b.html)
        FAIL b.js × pages/c.html
          error worker-crashed: the worker died (signal 11)

        2 scripts checked, 3 cases: 1 passed, 2 failed, 1 script failed static checks; 3 errors, 3 warnings; in 1.25 s

        """)
  }

  @Test("--strict: warnings fail their case and their script's checks")
  func strict() {
    let text = ValidationText.render(SampleOutcomes.strict, style: plain)
    #expect(text.hasPrefix("actionjs validate --shard 2/3 --strict\n"))
    #expect(text.contains("FAIL b.js (static checks)\n  warning top-level-api"))
    #expect(
      text.contains(
        "FAIL b.js × pages/b.html × selected\n"
          + "  warning saved-page-warning: a resource was skipped (pages/b.html)\n"
          + "  info note: just so you know\n"))
    #expect(
      text.hasSuffix(
        "2 scripts checked, 3 cases: 0 passed, 3 failed, 2 scripts failed static checks; 3 errors, 3 warnings;"
          + " in 1.25 s\n"))
  }

  @Test("colours only when the style has them")
  func colours() {
    let text = ValidationText.render(SampleOutcomes.failing, style: TextStyle(enabled: true))
    #expect(text.contains("\u{1B}[31mFAIL\u{1B}[0m Examples/A.appex × pages/a.html"))
    #expect(text.contains("\u{1B}[33mWARN\u{1B}[0m b.js"))
    #expect(text.contains("\u{1B}[32m1 passed\u{1B}[0m, \u{1B}[31m2 failed\u{1B}[0m"))
    #expect(!ValidationText.render(SampleOutcomes.failing, style: plain).contains("\u{1B}"))
  }

  @Test("hostile messages: control characters shown, later lines indented")
  func hostile() {
    let text = ValidationText.render(SampleOutcomes.hostile, style: plain)
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(text.contains("nul\\u{0}bell\\u{7}esc\\u{1B}[31m 100% done :: a,b é 漢字 🎉"))
    #expect(text.contains("<b>'x'</b>\n    line 2\\u{D}\n    nul"))
    #expect(text.contains("warning odd::code: 50%\n    of\\u{0}it"))
  }

  @Test("the same outcome gives the same bytes")
  func deterministic() {
    #expect(
      ValidationText.render(SampleOutcomes.failing, style: plain)
        == ValidationText.render(SampleOutcomes.failing, style: plain))
  }
}
