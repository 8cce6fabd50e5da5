/// `@import url [layer] [supports()] [media];`: another sheet, loaded when the sheet is.
///
/// https://drafts.csswg.org/cssom/#the-cssimportrule-interface
public final class CSSImportRule: CSSRule {
  /// The URL as written (resolved against the sheet's location when loading).
  public let href: String
  /// The media query list as written ("" for all).
  public let mediaText: String
  /// The layer name: `nil` for none, "" for `layer` (anonymous).
  public let layerName: String?
  /// The `supports(…)` condition as written, if any.
  public let supportsText: String?
  /// Whether the `supports()` condition (if any) holds.
  let supportsHolds: Bool
  /// The imported sheet, once loaded (`nil` when it could not be).
  public internal(set) var styleSheet: CSSStyleSheet?

  init(
    href: String, mediaText: String, layerName: String?, supportsText: String?, supportsHolds: Bool
  ) {
    self.href = href
    self.mediaText = mediaText
    self.layerName = layerName
    self.supportsText = supportsText
    self.supportsHolds = supportsHolds
  }

  public override var kind: Kind { .import }

  public override var cssText: String {
    var text = "@import url(\"\(href)\")"
    if let layerName { text += layerName.isEmpty ? " layer" : " layer(\(layerName))" }
    if let supportsText { text += " supports(\(supportsText))" }
    if !mediaText.isEmpty { text += " \(mediaText)" }
    return text + ";"
  }
}

/// `@layer a, b;`: declares the order of layers.
///
/// https://drafts.csswg.org/css-cascade-5/#the-csslayerstatementrule-interface
public final class CSSLayerStatementRule: CSSRule {
  /// The layer names, in order.
  public let nameList: [String]

  init(nameList: [String]) {
    self.nameList = nameList
  }

  public override var cssText: String { "@layer \(nameList.joined(separator: ", "));" }
}

/// `@font-face { descriptors }`.
///
/// https://drafts.csswg.org/css-fonts/#cssfontfacerule
public final class CSSFontFaceRule: CSSRule {
  /// The descriptors block as written.
  public let descriptorsText: String

  init(descriptorsText: String) {
    self.descriptorsText = descriptorsText
  }

  public override var kind: Kind { .fontFace }

  public override var cssText: String {
    let body = descriptorsText.trimmingCSSWhitespace
    return body.isEmpty ? "@font-face { }" : "@font-face { \(body) }"
  }
}

/// `@namespace [prefix] url;`.
///
/// https://drafts.csswg.org/cssom/#the-cssnamespacerule-interface
public final class CSSNamespaceRule: CSSRule {
  /// The namespace URL.
  public let namespaceURI: String
  /// The prefix, or "".
  public let prefix: String

  init(namespaceURI: String, prefix: String) {
    self.namespaceURI = namespaceURI
    self.prefix = prefix
  }

  public override var kind: Kind { .namespace }

  public override var cssText: String {
    prefix.isEmpty
      ? "@namespace url(\"\(namespaceURI)\");" : "@namespace \(prefix) url(\"\(namespaceURI)\");"
  }
}

/// `@page [selector] { descriptors }`.
///
/// https://drafts.csswg.org/cssom/#the-csspagerule-interface
public final class CSSPageRule: CSSRule {
  /// The page selector as written.
  public let selectorText: String
  /// The declarations.
  var block: CSSDeclarationBlock

  init(selectorText: String, block: CSSDeclarationBlock) {
    self.selectorText = selectorText
    self.block = block
  }

  public override var kind: Kind { .page }

  public override var cssText: String {
    let prelude = selectorText.isEmpty ? "@page" : "@page \(selectorText)"
    let body = block.cssText
    return body.isEmpty ? "\(prelude) { }" : "\(prelude) { \(body) }"
  }
}

/// `@keyframes name { keyframe rules }` (and `@-webkit-keyframes`).
///
/// https://drafts.csswg.org/css-animations/#interface-csskeyframesrule
public final class CSSKeyframesRule: CSSRule {
  /// The animation's name.
  public let name: String
  /// The keyframes, in order.
  public internal(set) var keyframes: [CSSKeyframeRule] = []

  init(name: String) {
    self.name = name
  }

  public override var kind: Kind { .keyframes }

  public override var cssText: String {
    "@keyframes \(name) {\n" + keyframes.map { "  " + $0.cssText + "\n" }.joined() + "}"
  }
}

/// One keyframe of `@keyframes`: `from`, `to` or percentages.
///
/// https://drafts.csswg.org/css-animations/#interface-csskeyframerule
public final class CSSKeyframeRule: CSSRule {
  /// The key list as written (`from`, `50%, 75%`).
  public let keyText: String
  /// The declarations.
  var block: CSSDeclarationBlock

  init(keyText: String, block: CSSDeclarationBlock) {
    self.keyText = keyText
    self.block = block
  }

  public override var kind: Kind { .keyframe }

  public override var cssText: String {
    let body = block.cssText
    return body.isEmpty ? "\(keyText) { }" : "\(keyText) { \(body) }"
  }
}

/// An at-rule actionjs keeps but does not apply (`@counter-style`, `@property`,
/// `@font-feature-values`, `@font-palette-values`, `@view-transition`, `@position-try`).
public final class CSSOtherAtRule: CSSRule {
  /// The at-keyword's name, lowercased, without `@`.
  public let name: String
  /// The rule as written.
  public let text: String

  init(name: String, text: String) {
    self.name = name
    self.text = text
  }

  public override var kind: Kind {
    switch name {
    case "counter-style": .counterStyle
    case "font-feature-values": .fontFeatureValues
    default: .other
    }
  }

  public override var cssText: String { text }
}

extension String {
  /// The string without leading and trailing CSS whitespace (space, tab, newlines).
  var trimmingCSSWhitespace: String {
    let scalars = unicodeScalars
    func isSpace(_ scalar: Unicode.Scalar) -> Bool {
      scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}"
    }
    guard let first = scalars.firstIndex(where: { !isSpace($0) }),
      let last = scalars.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(scalars[first...last])
  }
}
