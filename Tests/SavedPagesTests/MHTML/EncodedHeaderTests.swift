import Testing

@testable import SavedPages

/// RFC 2047 encoded words in headers and RFC 2231 parameters, in real files and alone.
@Suite struct EncodedHeaderTests {
  @Test(arguments: [
    ("=?utf-8?Q?Caf=C3=A9_cr=C3=A8me?=", "Café crème"),
    ("=?iso-8859-1?B?Q2Fm6Q==?=", "Café"),
    ("=?UTF-8?b?4oKsIDEwMA==?= and more", "€ 100 and more"),
    ("a =?utf-8?q?x?= =?utf-8?q?y?= b", "a xy b"),
    ("=?utf-8*fr?Q?=C3=A0?=", "à"),
    ("plain text", "plain text"),
    ("=?bogus", "=?bogus"),
    ("=?utf-8?X?abc?=", "=?utf-8?X?abc?="),
    ("=?utf-8?B?***?=", "=?utf-8?B?***?="),
    ("=?unknown-charset?Q?ok?=", "ok"),
  ])
  func encodedWords(input: String, expected: String) {
    #expect(EncodedWords.decode(input) == expected)
  }

  @Test(arguments: [
    ("attachment; filename*0=\"long \"; filename*1=\"name.txt\"", "filename", "long name.txt"),
    ("text/plain; name*=utf-8''%E2%82%AC%20rates.txt", "name", "€ rates.txt"),
    ("text/plain; name*=iso-8859-1'fr'caf%E9", "name", "café"),
    (
      "text/plain; name*0*=utf-8''%C3%A9t%C3%A9; name*1=\"-summer\"; name*2*=%21", "name",
      "été-summer!"
    ),
    ("text/plain; name=plain; name*=utf-8''ext", "name", "ext"),
    ("text/plain; name*1=b; name*0=a", "name", "ab"),
    ("text/plain; name=\"=?utf-8?Q?r=C3=A9sum=C3=A9.txt?=\"", "name", "résumé.txt"),
    ("multipart/related; boundary*0=\"abc\"; boundary*1=\"def\"", "boundary", "abcdef"),
    ("text/html; charset*=''utf-8", "charset", "utf-8"),
    ("text/plain; name*=utf-8''%ZZ", "name", "%ZZ"),
  ])
  func parameters(value: String, name: String, expected: String) {
    #expect(MIMEType(value).parameters[name] == expected)
  }

  @Test func subjectIsTheTitleHintAndLocationsAreDecoded() throws {
    let page = try MIMEMessage(lines: [
      "From: <Saved by Blink>",
      "Subject: =?utf-8?Q?Caf=C3=A9_=E2=80=94_menu?=",
      "Content-Type: multipart/related;",
      "\tboundary*0=\"----Multi\";",
      "\tboundary*1=\"partBoundary\"",
      "",
      "------MultipartBoundary",
      "Content-Type: text/html; charset*=utf-8''utf-8",
      "Content-Location: =?utf-8?Q?https://enc.example/caf=C3=A9.html?=",
      "",
      "<p>menu</p>",
      "------MultipartBoundary",
      "Content-Type: text/plain; name*=utf-8''%E2%82%AC.txt",
      "Content-Location: =?iso-8859-1?B?cHJpeC10b3V0LWNvbXByaXMudHh0?=",
      "",
      "10",
      "------MultipartBoundary--",
    ]).load()
    #expect(page.titleHint == "Café — menu")
    #expect(page.url == "https://enc.example/café.html")
    #expect(page.textEncodingName == "utf-8")
    #expect(
      page.resources.resource(for: "https://enc.example/prix-tout-compris.txt")?.text == "10")
  }

  @Test func storedFixtureSubject() throws {
    let page = try SavedPageLoader.load(contentsOf: TestFiles.fixture("cafe.mhtml"))
    #expect(page.titleHint == "Café Saved")
  }

  @Test func noSubjectNoTitleHint() throws {
    let page = try MIMEMessage(lines: ["Content-Type: text/html", "", "<p>"]).load()
    #expect(page.titleHint == nil)
  }
}
