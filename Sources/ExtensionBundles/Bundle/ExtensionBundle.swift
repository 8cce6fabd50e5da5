import Foundation
import PropertyList

/// What actionjs reads from an Action or Share extension's `Info.plist`, with the diagnostics
/// found on the way (docs/safari-behavior.md §1.1, §5, §6).
///
/// Reading never throws and never traps: a missing file, a damaged plist or a wrong type
/// becomes a ``BundleDiagnostic`` and the affected property stays `nil`.
public struct ExtensionBundle: Sendable {
  /// The extension folder (`Foo.appex`), if read from disk.
  public var folder: URL?
  /// The `Info.plist` that was read, if any.
  public var infoPlistURL: URL?
  /// `CFBundleIdentifier`.
  public var bundleIdentifier: String?
  /// `CFBundleDisplayName`.
  public var displayName: String?
  /// `CFBundleName`.
  public var bundleName: String?
  /// `NSExtension` → `NSExtensionPointIdentifier`.
  public var extensionPoint: ExtensionPoint?
  /// `NSExtension` → `NSExtensionPrincipalClass`.
  public var principalClass: String?
  /// `NSExtension` → `NSExtensionMainStoryboard`.
  public var mainStoryboard: String?
  /// `NSExtensionAttributes` → `NSExtensionJavaScriptPreprocessingFile`, as written.
  public var preprocessingFileName: String?
  /// The JavaScript file found for ``preprocessingFileName``, if it exists.
  public var preprocessingFileURL: URL?
  /// `NSExtensionAttributes` → `NSExtensionActivationRule`, if present and usable.
  public var activationRule: ActivationRule?
  /// Everything found while reading, in order.
  public var diagnostics: [BundleDiagnostic]

  /// The name to show: `CFBundleDisplayName`, else `CFBundleName`, else the folder name.
  public var name: String? {
    displayName ?? bundleName ?? folder?.deletingPathExtension().lastPathComponent
  }

  /// Whether any diagnostic is an error.
  public var hasErrors: Bool { diagnostics.containsError }

  /// Reads the extension in `folder`: `Info.plist`, or `Contents/Info.plist` for a macOS
  /// `.appex`; the JavaScript file is looked for beside it (and in `Contents/Resources`).
  public init(contentsOf folder: URL) {
    let candidates = [
      folder.appendingPathComponent("Info.plist"),
      folder.appendingPathComponent("Contents").appendingPathComponent("Info.plist"),
    ]
    guard let plistURL = candidates.first(where: { Self.isRegularFile($0) }) else {
      self.init(folder: folder)
      diagnostics.append(
        BundleDiagnostic(
          .infoPlistMissing,
          "\(folder.path) has no Info.plist (nor Contents/Info.plist)"))
      return
    }
    let data: Data
    do {
      data = try Data(contentsOf: plistURL)
    } catch {
      self.init(folder: folder)
      infoPlistURL = plistURL
      diagnostics.append(
        BundleDiagnostic(.plistInvalid, "\(plistURL.path) cannot be read: \(error)"))
      return
    }
    let contents = plistURL.deletingLastPathComponent()
    let resourceFolders = [contents, contents.appendingPathComponent("Resources")]
    self.init(
      infoPlistData: data, folder: folder,
      fileExists: { name in
        resourceFolders.map { $0.appendingPathComponent(name) }.first(where: Self.isRegularFile)
      })
    infoPlistURL = plistURL
  }

  /// Reads `Info.plist` bytes (XML or binary). `fileExists` resolves a file name of the
  /// bundle to its URL, or `nil` when absent; without it, the JavaScript file is not checked.
  public init(
    infoPlistData data: Data, folder: URL? = nil,
    fileExists: ((String) -> URL?)? = nil
  ) {
    let plist: PropertyList
    do {
      plist = try PropertyList(serializedData: data)
    } catch {
      self.init(folder: folder)
      diagnostics.append(
        BundleDiagnostic(.plistInvalid, "Info.plist is not a property list: \(error)"))
      return
    }
    self.init(infoPlist: plist, folder: folder, fileExists: fileExists)
  }

  /// Reads an already decoded `Info.plist` value.
  public init(
    infoPlist plist: PropertyList, folder: URL? = nil, fileExists: ((String) -> URL?)? = nil
  ) {
    self.init(folder: folder)
    guard case .dictionary(let root) = plist else {
      diagnostics.append(
        BundleDiagnostic(
          .plistInvalid, "Info.plist's root is a \(plist.typeName), not a dictionary"))
      return
    }
    bundleIdentifier = string(root, "CFBundleIdentifier", in: "Info.plist")
    displayName = string(root, "CFBundleDisplayName", in: "Info.plist")
    bundleName = string(root, "CFBundleName", in: "Info.plist")
    guard let extensionValue = root["NSExtension"] else {
      diagnostics.append(
        BundleDiagnostic(
          .extensionDictionaryMissing,
          "Info.plist has no NSExtension dictionary, so it does not describe an app extension"))
      return
    }
    guard case .dictionary(let extensionDictionary) = extensionValue else {
      diagnostics.append(
        BundleDiagnostic(
          .extensionDictionaryMissing,
          "NSExtension must be a dictionary, found \(extensionValue.typeName)"))
      return
    }
    readExtension(extensionDictionary, fileExists: fileExists)
  }

  private init(folder: URL?) {
    self.folder = folder
    diagnostics = []
  }

  // MARK: - NSExtension

  private mutating func readExtension(
    _ dictionary: PropertyListDictionary, fileExists: ((String) -> URL?)?
  ) {
    if let identifier = string(dictionary, "NSExtensionPointIdentifier", in: "NSExtension") {
      let point = ExtensionPoint(identifier: identifier)
      extensionPoint = point
      if !point.isKnown {
        diagnostics.append(
          BundleDiagnostic(
            .extensionPointUnknown,
            "NSExtensionPointIdentifier \"\(identifier)\" is not an Action "
              + "(com.apple.ui-services, com.apple.services) or Share (com.apple.share-services) "
              + "extension point; Safari does not offer it for a web page"))
      }
    } else if dictionary["NSExtensionPointIdentifier"] == nil {
      diagnostics.append(
        BundleDiagnostic(
          .extensionPointMissing, "NSExtension has no NSExtensionPointIdentifier"))
    }
    principalClass = string(dictionary, "NSExtensionPrincipalClass", in: "NSExtension")
    mainStoryboard = string(dictionary, "NSExtensionMainStoryboard", in: "NSExtension")
    if principalClass == nil, mainStoryboard == nil {
      diagnostics.append(
        BundleDiagnostic(
          .principalClassMissing,
          "NSExtension has neither NSExtensionPrincipalClass nor NSExtensionMainStoryboard"))
    }
    guard let attributesValue = dictionary["NSExtensionAttributes"] else {
      diagnostics.append(
        BundleDiagnostic(
          .activationRuleMissing,
          "NSExtension has no NSExtensionAttributes, so no NSExtensionActivationRule: "
            + "the extension is never offered"))
      return
    }
    guard case .dictionary(let attributes) = attributesValue else {
      diagnostics.append(
        BundleDiagnostic(
          .plistValueWrongType,
          "NSExtensionAttributes must be a dictionary, found \(attributesValue.typeName)"))
      return
    }
    readPreprocessingFile(attributes, fileExists: fileExists)
    if let ruleValue = attributes["NSExtensionActivationRule"] {
      let (rule, ruleDiagnostics) = ActivationRule.read(ruleValue)
      activationRule = rule
      diagnostics.append(contentsOf: ruleDiagnostics)
    } else {
      diagnostics.append(
        BundleDiagnostic(
          .activationRuleMissing,
          "NSExtensionAttributes has no NSExtensionActivationRule: the extension is never offered"
        ))
    }
  }

  private mutating func readPreprocessingFile(
    _ attributes: PropertyListDictionary, fileExists: ((String) -> URL?)?
  ) {
    let key = "NSExtensionJavaScriptPreprocessingFile"
    guard let name = string(attributes, key, in: "NSExtensionAttributes") else { return }
    preprocessingFileName = name
    if name.isEmpty {
      diagnostics.append(
        BundleDiagnostic(.preprocessingFileMissing, "\(key) is an empty string"))
      return
    }
    let components = name.split(separator: "/", omittingEmptySubsequences: false)
    if name.hasPrefix("/") || components.contains("..") {
      diagnostics.append(
        BundleDiagnostic(
          .preprocessingFileMissing,
          "\(key) is \"\(name)\"; it must name a file inside the extension bundle"))
      return
    }
    let hasExtension = name.lowercased().hasSuffix(".js")
    if hasExtension {
      diagnostics.append(
        BundleDiagnostic(
          .preprocessingFileNameHasExtension,
          "\(key) is \"\(name)\"; write it without .js (Apple: the value omits the extension, "
            + "docs/safari-behavior.md §1.1), or Safari may look for \"\(name).js\""))
    }
    guard let fileExists else { return }
    if let found = fileExists(name + ".js") ?? (hasExtension ? fileExists(name) : nil) {
      preprocessingFileURL = found
    } else {
      diagnostics.append(
        BundleDiagnostic(
          .preprocessingFileMissing,
          "\(key) names \"\(name)\", but the extension has no \(name).js"))
    }
  }

  /// The string at `key`, `nil` when absent; a wrong type is `plist-value-wrong-type`.
  private mutating func string(
    _ dictionary: PropertyListDictionary, _ key: String, in container: String
  ) -> String? {
    guard let value = dictionary[key] else { return nil }
    guard case .string(let text) = value else {
      diagnostics.append(
        BundleDiagnostic(
          .plistValueWrongType,
          "\(container) → \(key) must be a string, found \(value.typeName); ignored"))
      return nil
    }
    return text
  }

  private static func isRegularFile(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && !isDirectory.boolValue
  }

  // MARK: - Verdict

  /// Whether Safari would offer this extension for `offer` (default: a Safari web-page share)
  /// and run its JavaScript file, with every diagnostic of the bundle followed by those of the
  /// decision (docs/safari-behavior.md §5.3).
  public func verdict(
    offer: HostOffer = .safariWebPage, types: UniformTypeTable = .standard
  ) -> ActivationVerdict {
    let declaresFile = preprocessingFileName.map { !$0.isEmpty } ?? false
    guard let activationRule else {
      return ActivationVerdict(
        delivery: .notOffered, runsPreprocessingFile: false,
        reasons: ["there is no usable NSExtensionActivationRule"], diagnostics: diagnostics)
    }
    var verdict = activationRule.verdict(
      offer: offer, types: types, declaresPreprocessingFile: declaresFile)
    if let point = extensionPoint, !point.isKnown {
      verdict.delivery = .notOffered
      verdict.runsPreprocessingFile = false
      verdict.reasons.append("\(point) is not an Action or Share extension point")
    }
    if verdict.runsPreprocessingFile, fileExistsChecked, preprocessingFileURL == nil {
      verdict.runsPreprocessingFile = false
      verdict.reasons.append("the JavaScript preprocessing file is missing")
    }
    verdict.diagnostics = diagnostics + verdict.diagnostics
    return verdict
  }

  /// Whether the JavaScript file was looked up on disk (so a `nil` URL means it is missing).
  private var fileExistsChecked: Bool {
    preprocessingFileURL != nil || diagnostics.codes.contains(.preprocessingFileMissing)
  }
}
