import ActionJSCLI
import Foundation
import Testing

@Suite("actionjs run")
struct RunCommandTests {
  @Test("the default handler echoes the results into finalize()")
  func echoByDefault() throws {
    let folder = try Fixtures.folder()
    let result = actionjs(["run", folder.path("Action.js"), folder.path("page.html")])
    #expect(result.status == 0)
    #expect(result.stdout.contains("Handler: completed with 1 item"))
    #expect(result.stdout.contains("\"title\": \"Fixture page\""))
    #expect(result.stdout.contains("finalize(): called"))
    #expect(result.stdout.contains("alert \"finalize {\\\"title\\\":\\\"Fixture page\\\""))
    #expect(result.stdout.contains("[log] running Fixture page (Action.js:4:"))
    #expect(result.stdout.hasSuffix("OK (0 errors, 0 warnings)\n"))
    #expect(!result.stdout.contains("\u{1B}["))
  }

  @Test("--charset is the page's transport charset; the report says which encoding and why")
  func charset() throws {
    let folder = try Fixtures.folder()
    try folder.write("utf8.html", "<title>café</title>")
    let page = folder.path("utf8.html")
    let detected = actionjs(["run", folder.path("Action.js"), page])
    #expect(detected.stdout.contains("Encoding: UTF-8 (detected)\n"), "\(detected.stdout)")
    let given = actionjs(["run", folder.path("Action.js"), page, "--charset", "windows-1252"])
    #expect(given.stdout.contains("Encoding: windows-1252 (transport)\n"))
    #expect(given.stdout.contains("\"title\": \"cafÃ©\""))
    let json = try actionjs([
      "run", folder.path("Action.js"), page, "--format", "json", "--charset=utf-8",
    ])
    .json()
    let record = try #require(json["page"] as? [String: Any])
    #expect(record["encoding"] as? String == "UTF-8")
    #expect(record["encodingSource"] as? String == "transport")
    let unknown = actionjs(["run", folder.path("Action.js"), page, "--charset", "utf-9"])
    #expect(unknown.status == 1)
    #expect(unknown.stdout.contains("charset-unknown"))
    #expect(actionjs(["help", "run"]).stdout.contains("--charset LABEL"))
  }

  @Test("--reply gives finalize() the JSON object")
  func reply() throws {
    let folder = try Fixtures.folder()
    let result = actionjs([
      "run", folder.path("Action.js"), folder.path("page.html"), "--format", "json",
      "--reply", #"{"color": "red", "size": 2}"#,
    ])
    #expect(result.status == 0)
    let json = try result.json()
    let argument = try #require(json["finalizeArgument"] as? [String: Any])
    #expect(argument["color"] as? String == "red")
    #expect(argument["size"] as? Int == 2)
    let dialogs = try #require(json["dialogs"] as? [[String: Any]])
    #expect(dialogs.first?["message"] as? String == #"finalize {"color":"red","size":2}"#)
    #expect(json["finalizeCalled"] as? Bool == true)
  }

  @Test("--reply-file reads the finalize argument from a file")
  func replyFile() throws {
    let folder = try Fixtures.folder()
    let file = try folder.write("reply.json", #"{"fromFile": true}"#)
    let result = actionjs([
      "run", folder.path("Action.js"), folder.path("page.html"), "--format", "json", "--reply-file",
      file,
    ])
    let json = try result.json()
    let argument = try #require(json["finalizeArgument"] as? [String: Any])
    #expect(argument["fromFile"] as? Bool == true)
  }

  @Test("--no-reply completes with no items and finalize() is not called")
  func noReply() throws {
    let folder = try Fixtures.folder()
    let result = actionjs([
      "run", folder.path("Action.js"), folder.path("page.html"), "--no-reply", "--format", "json",
    ])
    #expect(result.status == 0)
    let json = try result.json()
    let outcome = try #require(json["outcome"] as? [String: Any])
    #expect(outcome["request"] as? String == "completed")
    #expect(outcome["itemCount"] as? Int == 0)
    #expect(json["finalizeArgument"] is NSNull)
    #expect(json["finalizeCalled"] as? Bool == false)
    #expect((json["dialogs"] as? [Any])?.isEmpty == true)
  }

  @Test("--cancel cancels with the message, in text and JSON")
  func cancel() throws {
    let folder = try Fixtures.folder()
    let text = actionjs([
      "run", folder.path("Action.js"), folder.path("page.html"), "--cancel", "Not today",
    ])
    #expect(text.status == 0)
    #expect(text.stdout.contains("Handler: cancelled: Not today"))
    #expect(text.stdout.contains("finalize(): not called"))
    #expect(text.stdout.contains("warning request-cancelled"))

    let json = try actionjs([
      "run", "--cancel", folder.path("Action.js"), folder.path("page.html"), "--format", "json",
    ]).json()
    let outcome = try #require(json["outcome"] as? [String: Any])
    #expect(outcome["request"] as? String == "cancelled")
    #expect(outcome["cancelMessage"] as? String == "The user cancelled.")
  }

  @Test("--select picks the N-th match before the run; --select-css an element")
  func selection() throws {
    let folder = try Fixtures.folder()
    let second = try actionjs([
      "run", folder.path("Action.js"), folder.path("page.html"), "--format", "json",
      "--select", "alpha", "--occurrence", "2",
    ]).json()
    #expect((second["results"] as? [String: Any])?["selection"] as? String == "alpha")

    let css = try actionjs([
      "run", folder.path("Action.js"), folder.path("page.html"), "--format", "json",
      "--select-css=#second",
    ]).json()
    #expect((css["results"] as? [String: Any])?["selection"] as? String == "gamma alpha delta")

    let missing = actionjs([
      "run", folder.path("Action.js"), folder.path("page.html"), "--select", "omega",
    ])
    #expect(missing.status == 1)
    #expect(missing.stdout.contains("error selection-not-found"))
  }

  @Test("run --version prints the version, as actionjs --version does")
  func version() {
    let result = actionjs(["run", "--version"])
    #expect(result.status == 0)
    #expect(result.stdout == actionjs(["--version"]).stdout)
    #expect(result.stdout.hasPrefix("actionjs "))
  }

  @Test("--json is a stable report JSONSerialization reads back")
  func jsonReport() throws {
    let folder = try Fixtures.folder()
    let arguments = [
      "run", folder.path("Test.appex"), folder.path("page.html"), "--format", "json",
    ]
    let first = actionjs(arguments)
    #expect(first.status == 0)
    #expect(first.stdout == actionjs(arguments).stdout)
    #expect(!first.stdout.contains(folder.url.path))
    let json = try first.json()
    #expect(json["schemaVersion"] as? Int == 1)
    let page = try #require(json["page"] as? [String: Any])
    #expect(page["path"] as? String == "page.html")
    #expect(page["title"] as? String == "Fixture page")
    #expect(page["format"] as? String == "html")
    #expect((page["encoding"] as? String)?.isEmpty == false)
    let script = try #require(json["script"] as? [String: Any])
    #expect(script["url"] as? String == "Action.js")
    #expect(script["path"] as? String == "Test.appex")
    let scriptText = try String(
      contentsOfFile: folder.path("Test.appex/Action.js"), encoding: .utf8)
    let digest = try Fixtures.sha256Hex(scriptText)
    #expect(digest.count == 64)
    #expect(script["sha256"] as? String == digest)
    #expect(json["completed"] as? Bool == true)
    let results = try #require(json["results"] as? [String: Any])
    #expect(results["title"] as? String == "Fixture page")
    let console = try #require(json["console"] as? [[String: Any]])
    #expect(console.first?["level"] as? String == "log")
    #expect(console.first?["text"] as? String == "running Fixture page")
    let source = try #require(console.first?["source"] as? [String: Any])
    #expect(source["url"] as? String == "Action.js")
    #expect(source["line"] as? Int == 4)
    #expect(json["preprocessingRan"] as? Bool == true)
    #expect(json["completionCalled"] as? Bool == true)
    #expect(json["hasErrors"] as? Bool == false)
    #expect((json["navigations"] as? [Any])?.isEmpty == true)
    #expect((json["requests"] as? [Any])?.isEmpty == true)
    #expect((json["exceptions"] as? [Any])?.isEmpty == true)
    #expect(json["finalHTML"] is NSNull)
    let items = try #require(json["inputItems"] as? [[String: Any]])
    let attachments = try #require(items.first?["attachments"] as? [[String: Any]])
    #expect(attachments.first?["typeIdentifiers"] as? [String] == ["com.apple.property-list"])
    #expect(attachments.first?["loaded"] as? Bool == true)
    let item = try #require(attachments.first?["item"] as? [String: Any])
    #expect(item["NSExtensionJavaScriptPreprocessingResultsKey"] is [String: Any])
    let timings = try #require(json["timings"] as? [String: Any])
    #expect(timings["clock"] as? String == "event-loop")
    for phase in ["parse", "setup", "run", "handler", "finalize", "total"] {
      #expect(timings[phase] is Double || timings[phase] is Int, "\(phase)")
    }
  }

  @Test("requests, exceptions, event-loop timings and --final-html are in the JSON report")
  func jsonReportRecords() throws {
    let folder = try Fixtures.folder()
    let script = try folder.write(
      "Fetching.js",
      """
      var ExtensionPreprocessingJS = {
        run: function (args) {
          setTimeout(function () { throw new RangeError("late"); }, 5);
          fetch("/data.json").then(function (r) { return r.json(); }).then(function (data) {
            fetch("/missing.json").catch(function () {});
            setTimeout(function () { args.completionFunction({ value: data.value }); }, 200);
          });
        },
        finalize: function (argument) { document.body.setAttribute("data-done", argument.value); }
      };
      """)
    _ = try folder.write("fixtures/example.com/data.json", #"{"value": 7}"#)
    let arguments = [
      "run", script, folder.path("page.html"), "--url", "https://example.com/a/page",
      "--fixtures", folder.path("fixtures"), "--format", "json", "--final-html",
    ]
    let first = actionjs(arguments)
    #expect(first.status == 1)
    #expect(first.stdout == actionjs(arguments).stdout)
    let json = try first.json()
    #expect(json["completed"] as? Bool == false)
    let requests = try #require(json["requests"] as? [[String: Any]])
    #expect(requests.count == 2)
    #expect(requests.first?["url"] as? String == "https://example.com/data.json")
    #expect(requests.first?["outcome"] as? String == "served")
    #expect(requests.first?["status"] as? Int == 200)
    #expect(requests.first?["initiator"] as? String == "fetch")
    #expect(requests.last?["outcome"] as? String == "not-found")
    let exceptions = try #require(json["exceptions"] as? [[String: Any]])
    #expect(exceptions.count == 1)
    #expect(exceptions.first?["phase"] as? String == "event-loop")
    #expect(exceptions.first?["message"] as? String == "RangeError: late")
    let location = try #require(exceptions.first?["location"] as? [String: Any])
    #expect(location["url"] as? String == "Fetching.js")
    #expect(location["line"] as? Int == 3)
    let timings = try #require(json["timings"] as? [String: Any])
    #expect((timings["run"] as? Double ?? 0) >= 200)
    #expect((timings["total"] as? Double ?? 0) >= 200)
    let html = try #require(json["finalHTML"] as? String)
    #expect(html.contains(#"data-done="7""#))

    let wall = try actionjs(arguments + ["--timings"]).json()
    #expect((wall["timings"] as? [String: Any])?["clock"] as? String == "wall")
    let text = actionjs(Array(arguments.dropLast(3)) + ["--timings"])
    #expect(text.stdout.contains("Requests (2):"))
    #expect(text.stdout.contains("GET https://example.com/data.json [fetch]: 200"))
    #expect(text.stdout.contains("Timings (ms): parse "))
  }

  @Test("a script error is an error diagnostic with its location, and exit status 1")
  func scriptError() throws {
    let folder = try Fixtures.folder()
    let script = try folder.write("Throws.js", Fixtures.throwingScript)
    let text = actionjs(["run", script, folder.path("page.html")])
    #expect(text.status == 1)
    #expect(text.stdout.contains("error run-threw"))
    #expect(text.stdout.contains("(Throws.js:3"))
    #expect(text.stdout.contains("FAILED"))

    let json = try actionjs(["run", script, folder.path("page.html"), "--format", "json"]).json()
    let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
    let threw = try #require(diagnostics.first { $0["code"] as? String == "run-threw" })
    #expect(threw["severity"] as? String == "error")
    let location = try #require(threw["location"] as? [String: Any])
    #expect(location["url"] as? String == "Throws.js")
    #expect(location["line"] as? Int == 3)
  }

  @Test("--output-html writes the page after finalize()")
  func outputHTML() throws {
    let folder = try Fixtures.folder()
    let output = folder.path("out/final.html")
    try FileManager.default.createDirectory(
      atPath: folder.path("out"), withIntermediateDirectories: true)
    let result = actionjs([
      "run", folder.path("Action.js"), folder.path("page.html"), "--output-html", output,
      "--quiet",
    ])
    #expect(result.status == 0)
    #expect(result.stdout.isEmpty)
    let html = try String(contentsOfFile: output, encoding: .utf8)
    #expect(html.contains(#"<body data-finalized="yes">"#))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path("out")) == ["final.html"])

    let unwritable = actionjs([
      "run", folder.path("Action.js"), folder.path("page.html"), "--output-html",
      folder.path("no/such/folder/out.html"),
    ])
    #expect(unwritable.status == 3)
    #expect(unwritable.stderr.contains("cannot write"))
  }

  @Test("unreadable inputs and bad JSON exit with status 2")
  func inputErrors() throws {
    let folder = try Fixtures.folder()
    let noPage = actionjs(["run", folder.path("Action.js"), folder.path("missing.html")])
    #expect(noPage.status == 2)
    #expect(noPage.stderr.contains("missing.html"))
    let noScript = actionjs(["run", folder.path("missing.js"), folder.path("page.html")])
    #expect(noScript.status == 2)
    #expect(noScript.stderr.contains("missing.js"))
    let badJSON = actionjs([
      "run", folder.path("Action.js"), folder.path("page.html"), "--reply", "{not json",
    ])
    #expect(badJSON.status == 2)
    #expect(badJSON.stderr.contains("'--reply': invalid JSON"))
    let notObject = actionjs([
      "run", folder.path("Action.js"), folder.path("page.html"), "--reply", "[1, 2]",
    ])
    #expect(notObject.status == 2)
    #expect(notObject.stderr.contains("must be a JSON object"))
    let noFixtures = actionjs([
      "run", folder.path("Action.js"), folder.path("page.html"), "--fixtures",
      folder.path("nothing-here"),
    ])
    #expect(noFixtures.status == 2)
    #expect(noFixtures.stderr.contains("'--fixtures'"))
  }

  @Test(
    "usage errors name the option and exit with status 2",
    arguments: [
      (["--bogus"], "'--bogus'"),
      (["--platform", "android"], "'--platform'"),
      (["--input", "pdf"], "'--input'"),
      (["--plist", "bogus"], "'--plist'"),
      (["--world=main"], "'--world'"),
      (["--occurrence", "0", "--select", "a"], "'--occurrence'"),
      (["--timeout", "-1"], "'--timeout'"),
      (["--echo", "--no-reply"], "'--echo' and '--no-reply'"),
      (["--json=yes"], "'--json' takes no value"),
      (["--handler-timeout", "1"], "'--handler-timeout' needs '--handler-command'"),
      (["--url"], "'--url' needs a value"),
    ])
  func usageErrors(extra: [String], expected: String) throws {
    let folder = try Fixtures.folder()
    let result = actionjs(["run", folder.path("Action.js"), folder.path("page.html")] + extra)
    #expect(result.status == 2)
    #expect(result.stderr.contains(expected), "\(result.stderr)")
    #expect(result.stderr.contains("actionjs help run"))
    #expect(result.stdout.isEmpty)
  }

  @Test("missing and extra arguments are usage errors")
  func argumentCount() {
    #expect(actionjs(["run"]).stderr.contains("missing argument <script.js"))
    #expect(actionjs(["run", "a.js"]).stderr.contains("missing argument <page>"))
    let extra = actionjs(["run", "a.js", "b.html", "c"])
    #expect(extra.status == 2)
    #expect(extra.stderr.contains("unexpected argument 'c'"))
  }

  @Test("colour only on a terminal without NO_COLOR")
  func colour() throws {
    let folder = try Fixtures.folder()
    let arguments = ["run", folder.path("Action.js"), folder.path("page.html")]
    #expect(actionjs(arguments, terminal: true).stdout.contains("\u{1B}[1m"))
    #expect(
      !actionjs(arguments, environment: ["NO_COLOR": "1"], terminal: true).stdout
        .contains("\u{1B}["))
    #expect(!actionjs(arguments, terminal: false).stdout.contains("\u{1B}["))
  }

  @Test("page - reads HTML from standard input, named by --url")
  func standardInput() throws {
    let folder = try Fixtures.folder()
    let html = "<title>From stdin</title><p>piped</p>"
    let json = try actionjs(
      [
        "run", folder.path("Action.js"), "-", "--url", "https://example.com/piped", "--format",
        "json",
      ],
      stdin: html
    ).json()
    #expect((json["page"] as? [String: Any])?["url"] as? String == "https://example.com/piped")
    #expect((json["page"] as? [String: Any])?["path"] as? String == "-")
    #expect((json["results"] as? [String: Any])?["title"] as? String == "From stdin")
    let unnamed = try actionjs(
      ["run", folder.path("Action.js"), "-", "--format", "json"], stdin: html
    )
    .json()
    #expect((unnamed["page"] as? [String: Any])?["url"] as? String == "about:blank")
  }

  @Test("--platform macos never calls finalize()")
  func macOS() throws {
    let folder = try Fixtures.folder()
    let json = try actionjs([
      "run", folder.path("Action.js"), folder.path("page.html"), "--platform", "macos", "--format",
      "json",
    ]).json()
    #expect(json["finalizeCalled"] as? Bool == false)
    #expect((json["finalizeArgument"] as? [String: Any])?["title"] as? String == "Fixture page")
  }

  @Test("--input url-only offers the URL and runs no script")
  func urlOnlyInput() throws {
    let folder = try Fixtures.folder()
    let json = try actionjs([
      "run", folder.path("Action.js"), folder.path("page.html"), "--input", "url-only", "--format",
      "json",
    ]).json()
    #expect(json["preprocessingRan"] as? Bool == false)
    #expect(json["results"] == nil || json["results"] is NSNull)
  }

  @Test("--fixtures serves a folder's files to fetch()")
  func fixtures() throws {
    let folder = try Fixtures.folder()
    try folder.write("fixtures/api.example.com/v1/data.json", #"{"answer": 42}"#)
    let script = try folder.write(
      "Fetch.js",
      """
      var ExtensionPreprocessingJS = {
        run: function(args) {
          fetch("https://api.example.com/v1/data.json")
            .then(function(r) { return r.json(); })
            .then(function(j) { args.completionFunction({ answer: j.answer }); },
                  function(e) { args.completionFunction({ error: String(e) }); });
        }
      };
      """)
    let served = try actionjs([
      "run", script, folder.path("page.html"), "--fixtures", folder.path("fixtures"), "--format",
      "json",
    ]).json()
    #expect((served["results"] as? [String: Any])?["answer"] as? Int == 42)
    let offline = try actionjs(["run", script, folder.path("page.html"), "--format", "json"]).json()
    #expect((offline["results"] as? [String: Any])?["error"] is String)
  }

  @Test("--seed fixes Math.random; --script-timeout stops a runaway script")
  func seedAndTimeout() throws {
    let folder = try Fixtures.folder()
    let random = try folder.write(
      "Random.js",
      "var ExtensionPreprocessingJS = { run: function(a) { "
        + "a.completionFunction({ r: String(Math.random()) }); } };")
    func value(_ seed: String) throws -> String? {
      let json = try actionjs([
        "run", random, folder.path("page.html"), "--seed", seed, "--format", "json",
      ])
      .json()
      return (json["results"] as? [String: Any])?["r"] as? String
    }
    #expect(try value("7") == value("7"))
    #expect(try value("7") != value("8"))

    let loop = try folder.write(
      "Loop.js", "var ExtensionPreprocessingJS = { run: function(a) { while (true) {} } };")
    let start = Date()
    let result = actionjs(["run", loop, folder.path("page.html"), "--script-timeout", "1"])
    #expect(result.status == 1)
    #expect(result.stdout.contains("error time-limit"))
    #expect(Date().timeIntervalSince(start) < 8)
  }

  @Test("an extension folder gives its bundle identifier as extensionName")
  func extensionFolder() throws {
    let folder = try Fixtures.folder()
    try folder.write(
      "Named.appex/Info.plist", Fixtures.infoPlist(identifier: "com.example.named"))
    try folder.write(
      "Named.appex/Action.js",
      "var ExtensionPreprocessingJS = { run: function(a) { "
        + "a.completionFunction({ name: a.extensionName }); } };")
    let json = try actionjs([
      "run", folder.path("Named.appex"), folder.path("page.html"), "--format", "json",
    ])
    .json()
    #expect((json["results"] as? [String: Any])?["name"] as? String == "com.example.named")
  }

  @Test("--page-scripts runs the page's scripts; --world page shares their globals")
  func pageScriptsAndWorld() throws {
    let folder = try Fixtures.folder()
    try folder.write(
      "scripted.html", "<title>S</title><script>window.fromPage = 42;</script><p>x</p>")
    let script = try folder.write(
      "Globals.js",
      "var ExtensionPreprocessingJS = { run: function(a) { "
        + "a.completionFunction({ seen: String(window.fromPage) }); } };")
    func seen(_ extra: [String]) throws -> String? {
      let json = try actionjs(
        ["run", script, folder.path("scripted.html"), "--format", "json"] + extra
      )
      .json()
      return (json["results"] as? [String: Any])?["seen"] as? String
    }
    #expect(try seen(["--page-scripts", "--world", "page"]) == "42")
    #expect(try seen(["--page-scripts"]) == "undefined")
    #expect(try seen(["--world", "page"]) == "undefined")
  }

  @Test("--clock real makes timers wait")
  func realClock() throws {
    let folder = try Fixtures.folder()
    let script = try folder.write(
      "Timer.js",
      "var ExtensionPreprocessingJS = { run: function(a) { var t = Date.now(); "
        + "setTimeout(function() { a.completionFunction({ waited: Date.now() - t }); }, 200); "
        + "} };")
    func waited(_ clock: String) throws -> Int? {
      let json = try actionjs([
        "run", script, folder.path("page.html"), "--clock", clock, "--format", "json",
      ])
      .json()
      return (json["results"] as? [String: Any])?["waited"] as? Int
    }
    let start = Date()
    let real = try #require(try waited("real"))
    #expect(real >= 150)
    #expect(Date().timeIntervalSince(start) >= 0.15)
    #expect(try waited("virtual") == 200)
  }
}
