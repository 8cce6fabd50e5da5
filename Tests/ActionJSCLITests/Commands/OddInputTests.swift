import Foundation
import TestSupport
import Testing

/// Issue 8, odd and damaged inputs, through `actionjs run` (in process: a crash here would end
/// the test run). Odd pages load as a browser loads them and the run completes (exit 0);
/// damaged containers and unusable paths exit 2 with an error naming the input and what is
/// wrong; damaged bundles and suite files are reported, never a crash.
@Suite("actionjs run: odd and damaged inputs")
struct OddInputTests {
  static let script = """
    var ExtensionPreprocessingJS = {
      run: function (a) {
        a.completionFunction({ title: document.title, text: document.documentElement.textContent.length });
      },
      finalize: function (x) {}
    };
    """

  /// The repository's `Fuzz/Corpus/<target>/<name>` seed.
  static func seed(_ target: String, _ name: String) throws -> Data {
    try Data(contentsOf: RepositoryPaths.url("Fuzz/Corpus/\(target)/\(name)"))
  }

  static func run(_ page: String, in folder: TemporaryFolder) throws -> Invocation {
    let script = try folder.write("odd.js", Self.script)
    return actionjs(["run", script, page, "--format", "json"])
  }

  /// Pages a browser loads without complaint.
  static let oddPages: [(String, [UInt8])] = {
    let invalidUTF8: [UInt8] =
      Array("<meta charset=utf-8><title>".utf8) + [0xFF, 0xC3, 0x28, 0xED, 0xA0, 0x80]
    let brokenUTF16: [UInt8] = [0xFF, 0xFE, 0x3C, 0x00, 0x70, 0x00, 0x3E, 0x00, 0x00, 0xD8, 0x41]
    let binary: [UInt8] = (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ ($0 >> 3)) }
    return [
      ("empty.html", []), ("nul.html", Array("<title>a\u{0}b</title><p>\u{0}\u{0}</p>".utf8)),
      ("invalid-utf8.html", invalidUTF8), ("broken-utf16.html", brokenUTF16),
      ("binary.html", binary),
    ]
  }()

  @Test("odd pages load and the run completes", arguments: Self.oddPages)
  func oddPage(name: String, bytes: [UInt8]) throws {
    let folder = try TemporaryFolder()
    let page = folder.path(name)
    try Data(bytes).write(to: URL(fileURLWithPath: page))
    let result = try Self.run(page, in: folder)
    #expect(result.status == 0, "\(name): \(result.stderr) \(result.stdout.prefix(600))")
    let json = try result.json()
    #expect(json["completed"] as? Bool == true, "\(name)")
    #expect((json["results"] as? [String: Any])?["text"] != nil, "\(name)")
  }

  @Test("binary data named .html is a saved-page-warning, not an error")
  func binaryWarns() throws {
    let folder = try TemporaryFolder()
    let page = folder.path("garbage.html")
    try Data((0..<2048).map { UInt8(truncatingIfNeeded: $0 * 31 + 7) }).write(
      to: URL(fileURLWithPath: page))
    let result = try Self.run(page, in: folder)
    #expect(result.status == 0)
    #expect(result.stdout.contains("saved-page-warning"))
  }

  /// Every truncation and a sweep of bit flips of a real archive: each loads (exit 0 or 1) or
  /// is refused with exit 2 naming the file; none crashes or hangs.
  @Test(
    "truncated and bit-flipped archives",
    arguments: [
      ("FuzzWebArchive", "cyrillic-binary.webarchive"),
      ("FuzzWebArchive", "cyrillic-xml.webarchive"),
      ("FuzzMHTML", "cafe.mhtml"),
    ])
  func damagedArchives(target: String, name: String) throws {
    let original = try [UInt8](Self.seed(target, name))
    let folder = try TemporaryFolder()
    let script = try folder.write("odd.js", Self.script)
    var refused = 0
    var variants: [[UInt8]] = []
    for length in stride(from: 0, to: original.count, by: max(1, original.count / 40)) {
      variants.append(Array(original[..<length]))
    }
    for position in stride(from: 0, to: original.count, by: max(1, original.count / 60)) {
      var flipped = original
      flipped[position] ^= UInt8(1 << (position % 8))
      variants.append(flipped)
    }
    for (index, bytes) in variants.enumerated() {
      let page = folder.path("\(index)-\(name)")
      try Data(bytes).write(to: URL(fileURLWithPath: page))
      let result = actionjs(["run", script, page, "--quiet"])
      #expect([0, 1, 2].contains(result.status), "variant \(index): \(result.status)")
      if result.status == 2 {
        refused += 1
        #expect(
          result.stderr.hasPrefix("actionjs run: error: \(page)"),
          "variant \(index): \(result.stderr)")
      }
    }
    // The truncations that cut the header cannot load.
    #expect(refused > 0)
  }

  @Test(
    "damaged containers exit 2 naming the file and the fault",
    arguments: [
      (
        "wrong-types.webarchive",
        """
        <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>WebMainResource</key>
        <dict><key>WebResourceData</key><string>not data</string><key>WebResourceURL</key>
        <string>https://example.com/</string><key>WebResourceMIMEType</key><string>text/html</string>
        </dict></dict></plist>
        """, "WebResourceData"
      ),
      (
        "no-boundary.mhtml",
        "MIME-Version: 1.0\r\nContent-Type: multipart/related; boundary=\"XYZ\"\r\n\r\n<p>no parts</p>\r\n",
        "XYZ"
      ),
    ])
  func damagedContainer(name: String, text: String, fault: String) throws {
    let folder = try TemporaryFolder()
    let page = try folder.write(name, text)
    let result = try Self.run(page, in: folder)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("actionjs run: error: \(page)"), "\(result.stderr)")
    #expect(result.stderr.contains(fault), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  @Test("a directory and a FIFO where the page goes exit 2 at once")
  func unusablePaths() throws {
    let folder = try TemporaryFolder()
    let directory = folder.path("dir.html")
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let fifo = folder.path("fifo.html")
    #expect(mkfifo(fifo, 0o600) == 0)
    let asDirectory = try Self.run(directory, in: folder)
    #expect(asDirectory.status == 2)
    #expect(asDirectory.stderr.contains("dir.html: is a directory"), "\(asDirectory.stderr)")
    let asFIFO = try Self.run(fifo, in: folder)
    #expect(asFIFO.status == 2)
    #expect(asFIFO.stderr.contains("fifo.html: is not a regular file"), "\(asFIFO.stderr)")
    let script = try folder.write("odd.js", Self.script)
    let fifoScript = actionjs(["run", fifo, script])
    #expect(fifoScript.status == 2)
  }

  @Test("an Info.plist with wrong types is reported once, naming the key; exit 2")
  func infoPlistWithWrongTypes() throws {
    let folder = try TemporaryFolder()
    try folder.write("Ext/Action.js", Self.script)
    try folder.write(
      "Ext/Info.plist",
      """
      <?xml version="1.0"?><plist version="1.0"><dict><key>NSExtension</key>
      <string>oops</string></dict></plist>
      """)
    let page = try folder.write("page.html", "<title>t</title>")
    let result = actionjs(["run", folder.path("Ext"), page])
    #expect(result.status == 2)
    let lines = result.stderr.split(separator: "\n")
    #expect(
      lines.filter { $0.contains("NSExtension must be a dictionary, found string") }.count == 1,
      "\(result.stderr)")
    #expect(result.stderr.contains("the extension folder '\(folder.path("Ext"))' has no script"))
  }

  @Test("an activation predicate with a syntax error is an error diagnostic with its offset")
  func predicateSyntaxError() throws {
    let folder = try TemporaryFolder()
    try folder.write("Ext/Action.js", Self.script)
    try folder.write(
      "Ext/Info.plist",
      """
      <?xml version="1.0"?><plist version="1.0"><dict>
      <key>CFBundleIdentifier</key><string>com.example.odd</string>
      <key>NSExtension</key><dict>
      <key>NSExtensionPointIdentifier</key><string>com.apple.ui-services</string>
      <key>NSExtensionPrincipalClass</key><string>ActionViewController</string>
      <key>NSExtensionAttributes</key><dict>
      <key>NSExtensionJavaScriptPreprocessingFile</key><string>Action</string>
      <key>NSExtensionActivationRule</key><string>SUBQUERY (extensionItems, $e, ANY ==</string>
      </dict></dict></dict></plist>
      """)
    let page = try folder.write("page.html", "<title>t</title>")
    let result = actionjs(["run", folder.path("Ext"), page])
    #expect(result.status == 1)
    #expect(
      result.stdout.contains("error activation-rule-invalid: NSExtensionActivationRule predicate"),
      "\(result.stdout)")
    #expect(result.stdout.contains("syntax error at offset"))
  }

  @Test("a suite file with wrong types exits 2 with the member's path")
  func suiteFileWithWrongTypes() throws {
    let folder = try TemporaryFolder()
    let suite = try folder.write("actionjs.json", #"{"scripts": [1], "pages": "x"}"#)
    let result = actionjs(["validate", "--suite", suite])
    #expect(result.status == 2)
    #expect(result.stderr.contains("scripts[0]: must be a string, not 1"), "\(result.stderr)")
  }
}
