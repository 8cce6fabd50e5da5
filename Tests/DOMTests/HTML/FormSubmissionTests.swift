import DOM
import Testing

@Suite struct FormSubmissionTests {
  /// A document with a submission recorder.
  private func submitting(_ markup: String) -> (Document, () -> [FormSubmission]) {
    let document = makeDocument(body: markup, url: "https://example.com/dir/page.html?q=1")
    var submissions: [FormSubmission] = []
    document.formSubmissionHandler = { submissions.append($0) }
    return (document, { submissions })
  }

  @Test func entryListSkipsWhatTheStandardSkips() throws {
    let (document, submissions) = submitting(
      """
      <form id=f action=search><input name=q value="a b"><input value=noname>\
      <input name=empty value=""><input name=dis value=x disabled>\
      <fieldset disabled><input name=infs value=x></fieldset>\
      <input type=checkbox name=c1 checked><input type=checkbox name=c2>\
      <input type=checkbox name=c3 value=v checked><input type=radio name=r value=1>\
      <input type=radio name=r value=2 checked><select name=s><option>o1</option>\
      <option selected value=o2v>o2</option></select>\
      <select name=m multiple><option selected>m1</option><option selected disabled>m2</option>\
      <option selected>m3</option></select><textarea name=t>x\ny</textarea>\
      <input type=hidden name=_charset_><input type=file name=file>\
      <button name=b value=bv>B</button><input type=submit name=sub value=go>\
      <datalist><input name=dl value=x></datalist><input name=dir dirname=dir.dir value=d>\
      </form>
      """)
    try #require(HTMLFormElement(try document.element("f"))).submit()
    let submission = try #require(submissions().first)
    let pairs = submission.nameValuePairs.map { "\($0.name)=\($0.value)" }
    #expect(
      pairs == [
        "q=a b", "empty=", "c1=on", "c3=v", "r=2", "s=o2v", "m=m1", "m=m3", "t=x\r\ny",
        "_charset_=UTF-8", "file=", "dir=d", "dir.dir=ltr",
      ])
    #expect(
      submission.entries[10].value == .file(filename: "", contentType: "application/octet-stream"))
    #expect(submission.submitter == nil)
    #expect(submission.method == .get)
    #expect(submission.action == "https://example.com/dir/search")
    #expect(
      submission.url
        == "https://example.com/dir/search?q=a+b&empty=&c1=on&c3=v&r=2&s=o2v&m=m1&m=m3&t=x%0D%0Ay&_charset_=UTF-8&file=&dir=d&dir.dir=ltr"
    )
    #expect(submission.body == nil)
  }

  @Test func submitButtonActivationFiresSubmitThenRecords() throws {
    let (document, submissions) = submitting(
      """
      <form id=f method=post target=_top><input name=a value=1>\
      <button id=b name=btn value=clicked>Go</button><button id=other name=o>No</button></form>
      """)
    var submitters: [Element?] = []
    try document.element("f").addEventListener(
      "submit", EventListener { event in submitters.append((event as? SubmitEvent)?.submitter) })
    try document.element("b").click()
    #expect(submitters.count == 1)
    #expect(submitters.first??.id == "b")
    let submission = try #require(submissions().first)
    #expect(submission.submitter?.id == "b")
    #expect(submission.method == .post)
    #expect(submission.target == "_top")
    #expect(submission.action == "https://example.com/dir/page.html?q=1")
    #expect(submission.url == "https://example.com/dir/page.html?q=1")
    #expect(submission.body == "a=1&btn=clicked")
  }

  @Test func canceledSubmitRecordsNothing() throws {
    let (document, submissions) = submitting("<form id=f><input type=submit id=s></form>")
    try document.element("f").addEventListener(
      "submit", EventListener { $0.preventDefault() })
    try document.element("s").click()
    #expect(submissions().isEmpty)
  }

  @Test func submitterAttributesOverrideTheForm() throws {
    let (document, submissions) = submitting(
      """
      <base target=fromBase><form id=f action=/a method=get enctype=multipart/form-data>\
      <input name=x value=1><input type=image id=img name=pt formaction=/b formmethod=POST \
      formenctype=text/plain formtarget=frame></form>
      """)
    try document.element("img").click()
    let submission = try #require(submissions().first)
    #expect(submission.action == "https://example.com/b")
    #expect(submission.method == .post)
    #expect(submission.enctype == "text/plain")
    #expect(submission.target == "frame")
    #expect(submission.body == "x=1\r\npt.x=0\r\npt.y=0\r\n")
    try #require(HTMLFormElement(try document.element("f"))).submit()
    #expect(submissions().last?.target == "fromBase")
    #expect(submissions().last?.enctype == "multipart/form-data")
    #expect(submissions().last?.body == nil)
  }

  @Test func requestSubmitValidatesAndChecksTheSubmitter() throws {
    let (document, submissions) = submitting(
      """
      <form id=f><input id=r name=r required><button id=b>Go</button></form>\
      <form id=g><button id=other>Other</button></form>
      """)
    let form = try #require(HTMLFormElement(try document.element("f")))
    var invalid = 0
    try document.element("r").addEventListener("invalid", EventListener { _ in invalid += 1 })
    try form.requestSubmit()
    #expect(submissions().isEmpty)
    #expect(invalid == 1)
    try document.element("r").input.setValue("ok")
    try form.requestSubmit(try document.element("b"))
    #expect(submissions().count == 1)
    #expect((try? form.requestSubmit(try document.element("r"))) == nil)
    #expect(
      domErrorName { try form.requestSubmit(try document.element("other")) } == .notFoundError)
    // submit() skips validation and the submit event.
    try document.element("r").input.setValue("")
    form.submit()
    #expect(submissions().count == 2)
  }

  @Test func novalidateSkipsValidation() throws {
    let (document, submissions) = submitting(
      "<form id=f><input required name=r><button id=b formnovalidate>Go</button></form>")
    try document.element("b").click()
    #expect(submissions().count == 1)
  }

  @Test func disconnectedFormsDoNotSubmit() throws {
    let (document, submissions) = submitting("")
    let form = document.make("form")
    try #require(HTMLFormElement(form)).submit()
    #expect(submissions().isEmpty)
  }

  @Test func newlinesAreNormalizedInPairs() {
    let document = makeHTMLDocument()
    let submission = FormSubmission(
      form: document.make("form"), submitter: nil, action: "https://x/", method: .post,
      enctype: "application/x-www-form-urlencoded", target: "",
      entries: [FormDataEntry("a\nb", "c\rd\r\ne")])
    #expect(submission.nameValuePairs.first?.name == "a\r\nb")
    #expect(submission.nameValuePairs.first?.value == "c\r\nd\r\ne")
    #expect(submission.body == "a%0D%0Ab=c%0D%0Ad%0D%0Ae")
  }
}
