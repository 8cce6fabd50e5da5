import ExtensionBundles
import Foundation
import JSCore
import TestSupport
import Testing

/// Reading an extension folder's `Info.plist` (XML or binary), following the Xcode templates'
/// shapes (docs/safari-behavior.md §6) and every damaged case (§1.1, §5).
struct ExtensionBundleTests {
  /// The `NSExtension` of the iOS "No User Interface" Action template (§6.1), as XML text.
  private static let noUITemplateXML = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" \
    "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
      <key>CFBundleDisplayName</key>
      <string>Background Colour</string>
      <key>CFBundleIdentifier</key>
      <string>com.example.App.Action</string>
      <key>NSExtension</key>
      <dict>
        <key>NSExtensionAttributes</key>
        <dict>
          <key>NSExtensionActivationRule</key>
          <dict>
            <key>NSExtensionActivationSupportsFileWithMaxCount</key>
            <integer>0</integer>
            <key>NSExtensionActivationSupportsImageWithMaxCount</key>
            <integer>0</integer>
            <key>NSExtensionActivationSupportsMovieWithMaxCount</key>
            <integer>0</integer>
            <key>NSExtensionActivationSupportsText</key>
            <false/>
            <key>NSExtensionActivationSupportsWebURLWithMaxCount</key>
            <integer>1</integer>
          </dict>
          <key>NSExtensionJavaScriptPreprocessingFile</key>
          <string>Action</string>
          <key>NSExtensionServiceAllowsFinderPreviewItem</key>
          <true/>
          <key>NSExtensionServiceAllowsTouchBarItem</key>
          <true/>
          <key>NSExtensionServiceFinderPreviewIconName</key>
          <string>NSActionTemplate</string>
          <key>NSExtensionServiceTouchBarBezelColorName</key>
          <string>TouchBarBezel</string>
          <key>NSExtensionServiceTouchBarIconName</key>
          <string>NSActionTemplate</string>
        </dict>
        <key>NSExtensionPointIdentifier</key>
        <string>com.apple.services</string>
        <key>NSExtensionPrincipalClass</key>
        <string>$(PRODUCT_MODULE_NAME).ActionRequestHandler</string>
      </dict>
    </dict>
    </plist>
    """

  private static let actionJS = """
    var Action = function() {};
    Action.prototype = {
      run: function(arguments) { arguments.completionFunction({ "title": document.title }); },
      finalize: function(arguments) {}
    };
    var ExtensionPreprocessingJS = new Action
    """

  /// A web-page Action extension's `Info.plist` as a value.
  private static func webPageInfo(
    point: PropertyList = "com.apple.ui-services",
    file: PropertyList? = "Action",
    rule: PropertyList? = [
      "NSExtensionActivationSupportsWebPageWithMaxCount": 1,
      "NSExtensionActivationSupportsWebURLWithMaxCount": 1,
    ]
  ) -> PropertyList {
    var attributes = PropertyListDictionary()
    attributes["NSExtensionActivationRule"] = rule
    attributes["NSExtensionJavaScriptPreprocessingFile"] = file
    return [
      "CFBundleIdentifier": "com.example.App.WebAction",
      "CFBundleName": "WebAction",
      "NSExtension": [
        "NSExtensionAttributes": .dictionary(attributes),
        "NSExtensionPointIdentifier": point,
        "NSExtensionPrincipalClass": "ActionViewController",
      ],
    ]
  }

  private func withFolder(
    named name: String = "Action.appex", _ body: (TemporaryFolder) throws -> Void
  ) throws {
    let folder = try TemporaryFolder(named: name)
    defer { folder.remove() }
    try body(folder)
  }

  @Test("the iOS no-UI Action template (XML): URL only, the file does not run (§6.1)")
  func noUITemplate() throws {
    try withFolder { folder in
      try folder.write("Info.plist", Self.noUITemplateXML)
      try folder.write("Action.js", Self.actionJS)
      let bundle = ExtensionBundle(contentsOf: folder.url)
      #expect(bundle.hasErrors == false)
      #expect(bundle.bundleIdentifier == "com.example.App.Action")
      #expect(bundle.displayName == "Background Colour")
      #expect(bundle.name == "Background Colour")
      #expect(bundle.extensionPoint == .actionWithoutUserInterface)
      #expect(bundle.principalClass == "$(PRODUCT_MODULE_NAME).ActionRequestHandler")
      #expect(bundle.mainStoryboard == nil)
      #expect(bundle.preprocessingFileName == "Action")
      #expect(bundle.preprocessingFileURL?.lastPathComponent == "Action.js")
      #expect(bundle.infoPlistURL?.lastPathComponent == "Info.plist")
      #expect(
        bundle.activationRule
          == .dictionary(
            ActivationDictionary(
              fileMaxCount: 0, imageMaxCount: 0, movieMaxCount: 0, supportsText: false,
              webURLMaxCount: 1)))
      #expect(bundle.diagnostics.isEmpty)
      let verdict = bundle.verdict()
      #expect(verdict.delivery == .webURLOnly)
      #expect(verdict.runsPreprocessingFile == false)
      #expect(verdict.diagnostics.codes == [.webPageActivationMissing])
    }
  }

  @Test("a binary Info.plist with the WebPage key: offered as a web page, the file runs")
  func binaryWebPage() throws {
    try withFolder { folder in
      try folder.write("Info.plist", data: try Self.webPageInfo().serialized(format: .binary))
      try folder.write("Action.js", Self.actionJS)
      let bundle = ExtensionBundle(contentsOf: folder.url)
      #expect(bundle.diagnostics.isEmpty, "\(bundle.diagnostics)")
      #expect(bundle.extensionPoint == .actionWithUserInterface)
      #expect(bundle.bundleName == "WebAction")
      #expect(bundle.name == "WebAction")
      let verdict = bundle.verdict()
      #expect(verdict.delivery == .webPage)
      #expect(verdict.runsPreprocessingFile)
      #expect(verdict.diagnostics.isEmpty)
    }
  }

  @Test("a macOS .appex: Contents/Info.plist and Contents/Resources/Action.js")
  func macOSLayout() throws {
    try withFolder { folder in
      try folder.write(
        "Contents/Info.plist",
        data: try Self.webPageInfo(point: "com.apple.share-services").serialized(format: .xml))
      try folder.write("Contents/Resources/Action.js", Self.actionJS)
      let bundle = ExtensionBundle(contentsOf: folder.url)
      #expect(bundle.diagnostics.isEmpty, "\(bundle.diagnostics)")
      #expect(bundle.extensionPoint == .share)
      #expect(bundle.infoPlistURL?.path.hasSuffix("Contents/Info.plist") == true)
      #expect(bundle.preprocessingFileURL?.path.hasSuffix("Contents/Resources/Action.js") == true)
      #expect(bundle.verdict().runsPreprocessingFile)
    }
  }

  @Test("the iOS UI template: storyboard, TRUEPREDICATE, no JavaScript file (§6.2)")
  func uiTemplate() throws {
    let info: PropertyList = [
      "NSExtension": [
        "NSExtensionAttributes": ["NSExtensionActivationRule": "TRUEPREDICATE"],
        "NSExtensionMainStoryboard": "MainInterface",
        "NSExtensionPointIdentifier": "com.apple.ui-services",
      ]
    ]
    try withFolder { folder in
      try folder.write("Info.plist", data: try info.serialized(format: .xml))
      let bundle = ExtensionBundle(contentsOf: folder.url)
      #expect(bundle.mainStoryboard == "MainInterface")
      #expect(bundle.principalClass == nil)
      #expect(bundle.preprocessingFileName == nil)
      #expect(bundle.diagnostics.codes == [.activationRuleTruePredicate])
      let verdict = bundle.verdict()
      #expect(verdict.delivery == .predicateMatched)
      #expect(verdict.runsPreprocessingFile == false)
      #expect(bundle.name == "Action")
    }
  }

  @Test("a folder in the file name is looked up relative to the bundle (§1.1, O5)")
  func fileInSubfolder() throws {
    try withFolder { folder in
      try folder.write(
        "Info.plist", data: try Self.webPageInfo(file: "assets/index").serialized(format: .binary))
      try folder.write("assets/index.js", Self.actionJS)
      let bundle = ExtensionBundle(contentsOf: folder.url)
      #expect(bundle.diagnostics.isEmpty)
      #expect(bundle.preprocessingFileURL?.path.hasSuffix("assets/index.js") == true)
    }
  }

  // MARK: - Damaged bundles

  @Test("no Info.plist")
  func missingInfoPlist() throws {
    try withFolder { folder in
      let bundle = ExtensionBundle(contentsOf: folder.url)
      #expect(bundle.diagnostics.codes == [.infoPlistMissing])
      #expect(bundle.verdict().delivery == .notOffered)
      #expect(bundle.infoPlistURL == nil)
    }
  }

  @Test(
    "bytes that are not a property list, or whose root is not a dictionary",
    arguments: [
      "",
      "not a plist at all {",
      "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>a</key>",
      "<?xml version=\"1.0\"?><plist version=\"1.0\"><array><string>x</string></array></plist>",
      "bplist00\u{1}\u{2}\u{3}",
    ])
  func notAPlist(text: String) throws {
    try withFolder { folder in
      try folder.write("Info.plist", text)
      let bundle = ExtensionBundle(contentsOf: folder.url)
      #expect(bundle.diagnostics.codes == [.plistInvalid], "\(bundle.diagnostics)")
      #expect(bundle.hasErrors)
      #expect(bundle.verdict().isOffered == false)
    }
  }

  @Test("Info.plist is a folder, not a file")
  func infoPlistIsAFolder() throws {
    try withFolder { folder in
      try FileManager.default.createDirectory(
        at: folder.url.appendingPathComponent("Info.plist"), withIntermediateDirectories: true)
      #expect(ExtensionBundle(contentsOf: folder.url).diagnostics.codes == [.infoPlistMissing])
    }
  }

  @Test("NSExtension missing or not a dictionary")
  func missingExtension() {
    let missing = ExtensionBundle(infoPlist: ["CFBundleIdentifier": "com.example.app"])
    #expect(missing.diagnostics.codes == [.extensionDictionaryMissing])
    #expect(missing.bundleIdentifier == "com.example.app")
    let wrong = ExtensionBundle(infoPlist: ["NSExtension": "com.apple.ui-services"])
    #expect(wrong.diagnostics.codes == [.extensionDictionaryMissing])
  }

  @Test("the activation rule is a number")
  func ruleIsANumber() throws {
    try withFolder { folder in
      try folder.write(
        "Info.plist", data: try Self.webPageInfo(rule: 1).serialized(format: .binary))
      try folder.write("Action.js", Self.actionJS)
      let bundle = ExtensionBundle(contentsOf: folder.url)
      #expect(bundle.diagnostics.codes == [.activationRuleInvalid])
      #expect(bundle.activationRule == nil)
      #expect(bundle.verdict().delivery == .notOffered)
    }
  }

  @Test("the activation rule is missing")
  func ruleMissing() {
    let bundle = ExtensionBundle(infoPlist: Self.webPageInfo(rule: nil))
    #expect(bundle.diagnostics.codes == [.activationRuleMissing])
    #expect(bundle.verdict().isOffered == false)
  }

  @Test("the file name is an array; other keys of the wrong type")
  func wrongTypes() {
    let bundle = ExtensionBundle(infoPlist: Self.webPageInfo(point: 7, file: ["Action"]))
    #expect(bundle.diagnostics.codes == [.plistValueWrongType, .plistValueWrongType])
    #expect(bundle.preprocessingFileName == nil)
    #expect(bundle.extensionPoint == nil)
    #expect(bundle.verdict().runsPreprocessingFile == false)
    let attributes = ExtensionBundle(infoPlist: [
      "CFBundleName": 3,
      "NSExtension": [
        "NSExtensionAttributes": "x", "NSExtensionPointIdentifier": "com.apple.ui-services",
        "NSExtensionPrincipalClass": "P",
      ],
    ])
    #expect(attributes.diagnostics.codes == [.plistValueWrongType, .plistValueWrongType])
  }

  @Test("the JavaScript file does not exist")
  func fileMissing() throws {
    try withFolder { folder in
      try folder.write("Info.plist", data: try Self.webPageInfo().serialized(format: .xml))
      try folder.write("action.js.txt", Self.actionJS)
      let bundle = ExtensionBundle(contentsOf: folder.url)
      #expect(bundle.diagnostics.codes == [.preprocessingFileMissing])
      #expect(bundle.diagnostics.first?.severity == .error)
      let verdict = bundle.verdict()
      #expect(verdict.delivery == .webPage)
      #expect(verdict.runsPreprocessingFile == false)
    }
  }

  @Test("the file name includes .js: a warning; the file is still found")
  func fileNameWithExtension() throws {
    try withFolder { folder in
      try folder.write(
        "Info.plist", data: try Self.webPageInfo(file: "Action.js").serialized(format: .xml))
      try folder.write("Action.js", Self.actionJS)
      let bundle = ExtensionBundle(contentsOf: folder.url)
      #expect(bundle.diagnostics.codes == [.preprocessingFileNameHasExtension])
      #expect(bundle.preprocessingFileURL?.lastPathComponent == "Action.js")
      #expect(bundle.verdict().runsPreprocessingFile)
    }
  }

  @Test(
    "a file name that leaves the bundle is refused",
    arguments: ["../Action", "/etc/Action", "assets/../../Action"])
  func fileOutsideBundle(name: String) throws {
    try withFolder { folder in
      try folder.write(
        "Info.plist", data: try Self.webPageInfo(file: .string(name)).serialized(format: .xml))
      try folder.write("Action.js", Self.actionJS)
      let bundle = ExtensionBundle(contentsOf: folder.url)
      #expect(bundle.diagnostics.codes == [.preprocessingFileMissing])
      #expect(bundle.preprocessingFileURL == nil)
    }
  }

  @Test("an empty file name is a missing file")
  func emptyFileName() {
    let bundle = ExtensionBundle(infoPlist: Self.webPageInfo(file: ""))
    #expect(bundle.diagnostics.codes == [.preprocessingFileMissing])
  }

  @Test("an unknown extension point: a warning, and not offered")
  func unknownExtensionPoint() {
    let bundle = ExtensionBundle(
      infoPlist: Self.webPageInfo(point: "com.apple.widgetkit-extension"))
    #expect(bundle.diagnostics.codes == [.extensionPointUnknown])
    #expect(bundle.extensionPoint == .other("com.apple.widgetkit-extension"))
    #expect(bundle.verdict().delivery == .notOffered)
  }

  @Test("no extension point and no principal class")
  func missingPointAndClass() {
    let bundle = ExtensionBundle(infoPlist: [
      "NSExtension": [
        "NSExtensionAttributes": [
          "NSExtensionActivationRule": ["NSExtensionActivationSupportsWebPageWithMaxCount": 1]
        ]
      ]
    ])
    #expect(bundle.diagnostics.codes == [.extensionPointMissing, .principalClassMissing])
    #expect(bundle.verdict().delivery == .webPage)
  }

  @Test("reading from bytes without a folder does not check the file")
  func fromData() throws {
    let data = try Self.webPageInfo().serialized(format: .binary)
    let bundle = ExtensionBundle(infoPlistData: data)
    #expect(bundle.diagnostics.isEmpty)
    #expect(bundle.preprocessingFileURL == nil)
    #expect(bundle.verdict().runsPreprocessingFile)
    #expect(
      ExtensionBundle(infoPlistData: Data([0xff, 0x00])).diagnostics.codes == [.plistInvalid])
  }

  @Test("a damaged activation rule inside a readable bundle is reported with the rest")
  func damagedRuleDiagnosticsMerge() {
    let bundle = ExtensionBundle(
      infoPlist: Self.webPageInfo(
        file: "Action.js",
        rule: [
          "NSExtensionActivationSupportsWebPageWithMaxCount": true,
          "NSExtensionActivationDictionaryVersion": 9, "Bogus": 1,
        ]))
    #expect(
      bundle.diagnostics.codes == [
        .preprocessingFileNameHasExtension, .activationRuleBooleanAsInteger,
        .activationRuleInvalid, .activationRuleKeyUnknown,
      ])
    #expect(bundle.verdict().delivery == .webPage)
  }
}
