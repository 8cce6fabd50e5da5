import Foundation
import TestSupport

/// Scripts, pages and extension folders the tests use.
enum Fixtures {
  /// The SHA-256 of `text`'s UTF-8 bytes as `sha256sum` (coreutils) prints it: a digest from
  /// an implementation other than ours.
  static func sha256Hex(_ text: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(Data(text.utf8))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: " ").first.map(String.init) ?? ""
  }

  /// A script returning the title and the selection, alerting its finalize argument and
  /// marking the body in `finalize()`.
  static let actionScript = """
    var Action = function() {};
    Action.prototype = {
      run: function(args) {
        console.log("running " + document.title);
        args.completionFunction({
          title: document.title, selection: String(window.getSelection())
        });
      },
      finalize: function(argument) {
        alert("finalize " + JSON.stringify(argument));
        document.body.setAttribute("data-finalized", "yes");
      }
    };
    var ExtensionPreprocessingJS = new Action;
    """

  /// A script whose `run()` throws on line 3.
  static let throwingScript = """
    var ExtensionPreprocessingJS = {
      run: function(args) {
        throw new Error("broken on purpose");
      }
    };
    """

  /// A page with repeated words to select.
  static let page = """
    <!DOCTYPE html><html><head><title>Fixture page</title></head>
    <body><p id="first">alpha beta</p><p id="second">gamma alpha delta</p></body></html>
    """

  /// An `Info.plist` of an Action extension; `rule` is the activation rule's XML.
  static func infoPlist(
    identifier: String = "com.example.tests.action",
    rule: String = """
    <dict><key>NSExtensionActivationSupportsWebPageWithMaxCount</key><integer>1</integer></dict>
    """
  ) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" \
    "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
      <key>CFBundleIdentifier</key><string>\(identifier)</string>
      <key>CFBundleDisplayName</key><string>Test Action</string>
      <key>NSExtension</key>
      <dict>
        <key>NSExtensionPointIdentifier</key><string>com.apple.ui-services</string>
        <key>NSExtensionPrincipalClass</key><string>ActionRequestHandler</string>
        <key>NSExtensionAttributes</key>
        <dict>
          <key>NSExtensionJavaScriptPreprocessingFile</key><string>Action</string>
          <key>NSExtensionActivationRule</key>
          \(rule)
        </dict>
      </dict>
    </dict>
    </plist>
    """
  }

  /// A folder with the action script, the page, and an extension folder `Test.appex`.
  static func folder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write("Action.js", actionScript)
    try folder.write("page.html", page)
    try folder.write("Test.appex/Info.plist", infoPlist())
    try folder.write("Test.appex/Action.js", actionScript)
    return folder
  }
}
