import DOM
import Testing

@testable import WebPlatform

/// What fixture scripts cannot see: a link click and a form submission are recorded in the
/// runtime's navigation log (nothing navigates).
@Suite struct HTMLActivationBindingTests {
  @Test func linkClickIsRecorded() throws {
    let runtime = Runtime(document: try RuntimeHarness.document(page: "forms.html"))
    try runtime.evaluate(
      "document.getElementById('link').click();", sourceURL: "link-click.js")
    let records = runtime.navigations
    #expect(records.count == 1)
    #expect(records.first?.kind == .linkClick)
    #expect(records.first?.url == "https://example.com/next?x=1#top")
    #expect(records.first?.target == "_self")
  }

  @Test func submitButtonAndSubmitAreRecorded() throws {
    let runtime = Runtime(document: try RuntimeHarness.document(page: "forms.html"))
    try runtime.evaluate(
      """
      document.getElementById("go").click();
      document.getElementById("search").requestSubmit();
      HTMLFormElement.prototype.submit.call(document.getElementById("search"));
      """, sourceURL: "form-submit.js")
    let records = runtime.navigations
    #expect(records.map(\.kind) == [.formSubmit, .formSubmit, .formSubmit])
    #expect(records.first?.url == "https://example.com/signup")
    #expect(records.first?.detail?.hasPrefix("POST ") == true)
    #expect(records.first?.detail?.contains("go=1") == true)
    #expect(
      records.dropFirst().first?.url == "https://search.example/find?q=swift+dom&submit=shadow")
    #expect(records.dropFirst().first?.target == "_blank")
  }

  @Test func canceledClickIsNotRecorded() throws {
    let runtime = Runtime(document: try RuntimeHarness.document(page: "forms.html"))
    try runtime.evaluate(
      """
      const link = document.getElementById("link");
      link.addEventListener("click", (event) => event.preventDefault());
      link.click();
      """, sourceURL: "canceled-click.js")
    #expect(runtime.navigations.isEmpty)
  }
}
