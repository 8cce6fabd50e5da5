import ExtensionValidation
import Testing

@testable import ActionJSCLI

@Suite("validation report: GitHub Actions annotations")
struct GitHubAnnotationsTests {
  @Test("one command per warning and error, then the summary notice")
  func failing() {
    #expect(
      GitHubAnnotations.render(SampleOutcomes.failing) == """
        ::error file=Examples/A.appex/Action.js,line=12,col=3,title=finalize-not-function::ExtensionPreprocessingJS.finalize is not a function
        ::warning file=b.js,line=1,title=top-level-api::top level uses chrome
        ::error file=Examples/A.appex/Action.js,line=4,col=9,title=run-threw::TypeError: x is undefined (page: pages/a.html)
        ::warning file=Examples/A.appex,title=results-not-property-list::results.when is not a property-list value (page: pages/a.html)
        ::warning file=pages/b.html,title=saved-page-warning::a resource was skipped (page: pages/b.html)
        ::error file=b.js,title=worker-crashed::the worker died (signal 11) (page: pages/c.html)
        ::notice title=actionjs validate::2 scripts checked, 3 cases: 1 passed, 2 failed, 1 script failed static checks; 3 errors, 3 warnings; in 1.25 s

        """)
  }

  @Test("a passing outcome: the notice only")
  func passing() {
    #expect(
      GitHubAnnotations.render(SampleOutcomes.passing)
        == "::notice title=actionjs validate::1 script checked, 1 case: 1 passed, 0 failed; 0 errors, 0 warnings;"
        + " in 0.50 s\n")
  }

  @Test("escaping: %, CR, LF in data; also : and , in properties; other controls visible")
  func hostile() {
    let lines = GitHubAnnotations.render(SampleOutcomes.hostile).split(separator: "\n")
    #expect(lines.count == 4)
    #expect(
      lines[0]
        == "::error file=scripts/<weird> & \"odd\".js,line=2,col=1,title=syntax%2Cerror::He said"
        + " \"hi\" & <b>'x'</b>%0Aline 2%0D%0Anul\\u{0}bell\\u{7}esc\\u{1B}[31m 100%25 done ::"
        + " a,b é 漢字 🎉 \u{FFFE}]]>")
    #expect(
      lines[1].hasPrefix(
        "::error file=pages/my page%2C1%3A%25.html,title=run-threw::He said"))
    #expect(
      lines[1].hasSuffix(
        " (page: pages/my page,1:%25.html)"))
    #expect(
      lines[2]
        == "::warning file=scripts/<weird> & \"odd\".js,title=odd%3A%3Acode::50%25%0Aof\\u{0}it"
        + " (page: pages/my page,1:%25.html)")
    #expect(
      lines[3].hasPrefix(
        "::notice title=actionjs test::1 script checked, 1 case: 0 passed, 1 failed"))
  }
}
