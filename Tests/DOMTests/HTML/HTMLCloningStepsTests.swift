import Testing

@testable import DOM

/// The cloning steps are for `Node.clone` to call; they are tested directly here.
@Suite struct HTMLCloningStepsTests {
  @Test func inputAndTextAreaStateIsCopied() throws {
    let document = makeDocument(
      body: "<input id=i type=checkbox value=v><textarea id=t>x</textarea>")
    let input = try document.element("i")
    try input.input.setValue("changed")
    try input.input.checked = true
    let copy = document.make("input")
    try copy.setAttribute("type", "checkbox")
    input.runHTMLCloningSteps(copy: copy)
    #expect(try copy.input.checked)
    #expect(copy.formControlStateIfPresent?.isCheckednessDirty == true)
    let textarea = try document.element("t")
    HTMLTextAreaElement(textarea)?.value = "typed"
    let textareaCopy = document.make("textarea")
    textarea.runHTMLCloningSteps(copy: textareaCopy)
    #expect(HTMLTextAreaElement(textareaCopy)?.value == "typed")
  }
}
