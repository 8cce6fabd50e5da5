/// `@import url [layer] [supports()] [media];`: another sheet, loaded when the sheet is.
///
/// https://drafts.csswg.org/cssom/#the-cssimportrule-interface
public final class CSSImportRule: CSSRule, MediaListOwner {
  /// The URL as written (resolved against the sheet's location when loading).
  public let href: String
  /// The media query list as written ("" for all).
  public internal(set) var mediaText: String
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

  /// `media`: the import's media list, the same object each time.
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssimportrule-media
  public var media: MediaList {
    if let list = mediaStorage { return list }
    let list = MediaList(owner: self)
    mediaStorage = list
    return list
  }
  private var mediaStorage: MediaList?

  var ownedMediaText: String {
    get { mediaText }
    set {
      mediaText = newValue
      styleSheet?.mediaText = newValue
    }
  }

  func mediaListDidChange() { didChange() }

  public override var cssText: String {
    var text = "@import url(\"\(href)\")"
    if let layerName { text += layerName.isEmpty ? " layer" : " layer(\(layerName))" }
    if let supportsText { text += " supports(\(supportsText))" }
    let media = MediaQuerySerialization.serialize(mediaText)
    if !media.isEmpty { text += " \(media)" }
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
    let body = Self.serializedDescriptors(descriptorsText)
    return body.isEmpty ? "@font-face { }" : "@font-face { \(body) }"
  }

  /// The descriptors as WebKit writes them: `name: value;` one space apart, a descriptor
  /// that is also a property (`font-family`, `font-style`…) written as the property's value,
  /// the others with their whitespace collapsed and URLs quoted.
  static func serializedDescriptors(_ text: String) -> String {
    var written: [String] = []
    for declaration in text.split(separator: ";") {
      guard let colon = declaration.firstIndex(of: ":") else { continue }
      let name = String(declaration[..<colon]).trimmingCSSWhitespace.asciiLowercased()
      let value = String(declaration[declaration.index(after: colon)...]).trimmingCSSWhitespace
      guard !name.isEmpty, !value.isEmpty else { continue }
      let asProperty = CSSDeclarationBlock(
        parsing: "\(name): \(value)", context: CSSParserContext()
      ).value(of: name)
      if !asProperty.isEmpty {
        written.append("\(name): \(asProperty);")
        continue
      }
      var parts: [String] = []
      for token in CSSTokenizer.tokenize(value) {
        switch token {
        case .whitespace: if parts.last != " " { parts.append(" ") }
        case .url(let url): parts.append(CSSSerialization.url(url))
        default: parts.append(CSSSerialization.token(token))
        }
      }
      written.append("\(name): \(parts.joined().trimmingCSSWhitespace);")
    }
    return written.joined(separator: " ")
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

  /// `style`: the page rule's declarations. https://drafts.csswg.org/cssom/#dom-csspagerule-style
  public var style: CSSStyleDeclaration { styleDeclaration }

  override var declarationBlock: CSSDeclarationBlock {
    get { block }
    set { block = newValue }
  }

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
  public internal(set) var name: String
  /// The keyframes, in order.
  public internal(set) var keyframes: [CSSKeyframeRule] = []
  /// `length`: the number of keyframes. https://drafts.csswg.org/css-animations/#dom-csskeyframesrule-length
  public var length: Int { keyframes.count }

  init(name: String) {
    self.name = name
  }

  public override var kind: Kind { .keyframes }

  /// `cssRules`: the live list of the keyframes, the same object each time.
  ///
  /// https://drafts.csswg.org/css-animations/#dom-csskeyframesrule-cssrules
  public var cssRules: CSSRuleList {
    if let list = cssRulesStorage { return list }
    let list = CSSRuleList { [weak self] in self?.keyframes ?? [] }
    cssRulesStorage = list
    return list
  }
  private var cssRulesStorage: CSSRuleList?

  /// `appendRule(rule)`: parses a keyframe (`50% { opacity: 1 }`) and appends it; text that
  /// is not one keyframe changes nothing.
  ///
  /// https://drafts.csswg.org/css-animations/#dom-csskeyframesrule-appendrule
  public func appendRule(_ text: String) {
    let wrapped = "@keyframes x { \(text) }"
    guard
      let parsed = CSSStyleSheetParser.parseRule(
        wrapped, context: parserContext, allowingImports: false) as? CSSKeyframesRule,
      parsed.keyframes.count == 1, let keyframe = parsed.keyframes.first
    else { return }
    keyframe.parentRule = self
    keyframe.parentStyleSheet = parentStyleSheet
    keyframes.append(keyframe)
    didChange()
  }

  /// `deleteRule(select)`: removes the last keyframe whose key list is `select`.
  ///
  /// https://drafts.csswg.org/css-animations/#dom-csskeyframesrule-deleterule
  public func deleteRule(_ select: String) {
    guard let index = lastIndex(of: select) else { return }
    let removed = keyframes.remove(at: index)
    removed.parentRule = nil
    removed.parentStyleSheet = nil
    didChange()
  }

  /// `findRule(select)`: the last keyframe whose key list is `select`, or `nil`.
  ///
  /// https://drafts.csswg.org/css-animations/#dom-csskeyframesrule-findrule
  public func findRule(_ select: String) -> CSSKeyframeRule? {
    lastIndex(of: select).map { keyframes[$0] }
  }

  private func lastIndex(of select: String) -> Int? {
    guard let keys = CSSKeyframeRule.normalizedKeys(select) else { return nil }
    return keyframes.lastIndex { $0.keyText == keys }
  }

  public override var cssText: String {
    "@keyframes \(name) { \n"
      + keyframes.map { "  " + $0.cssText + "\n" }.joined() + "}"
  }
}

/// One keyframe of `@keyframes`: `from`, `to` or percentages.
///
/// https://drafts.csswg.org/css-animations/#interface-csskeyframerule
public final class CSSKeyframeRule: CSSRule {
  /// The key list as WebKit writes it (`from` → `0%`, `to` → `100%`, `0%,50%`).
  private var keys: String
  /// The declarations.
  var block: CSSDeclarationBlock

  init(keyText: String, block: CSSDeclarationBlock) {
    self.keys = Self.normalizedKeys(keyText) ?? keyText
    self.block = block
  }

  public override var kind: Kind { .keyframe }

  /// `keyText`: the keys (`0%, 50%`); setting text that is not a key list changes nothing.
  ///
  /// https://drafts.csswg.org/css-animations/#dom-csskeyframerule-keytext
  public var keyText: String {
    get { keys }
    set {
      guard let normalized = Self.normalizedKeys(newValue) else { return }
      keys = normalized
      didChange()
    }
  }

  /// `style`: the keyframe's declarations.
  ///
  /// https://drafts.csswg.org/css-animations/#dom-csskeyframerule-style
  public var style: CSSStyleDeclaration { styleDeclaration }

  override var declarationBlock: CSSDeclarationBlock {
    get { block }
    set { block = newValue }
  }

  /// A key list (`from`, `to`, percentages, comma-separated) as WebKit serializes it, or
  /// `nil` when it is not one.
  static func normalizedKeys(_ text: String) -> String? {
    var keys: [String] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let tokens = CSSTokenizer.tokenize(String(part)).filter { $0 != .whitespace }
      guard tokens.count == 1 else { return nil }
      switch tokens[0] {
      case .ident(let value) where value.asciiLowercased() == "from": keys.append("0%")
      case .ident(let value) where value.asciiLowercased() == "to": keys.append("100%")
      case .percentage(let number) where number.value >= 0 && number.value <= 100:
        keys.append(CSSSerialization.number(number.value) + "%")
      default: return nil
      }
    }
    return keys.isEmpty ? nil : keys.joined(separator: ",")
  }

  public override var cssText: String {
    let body = block.cssText
    return body.isEmpty ? "\(keyText) { }" : "\(keyText) { \(body) }"
  }
}

/// An at-rule actionjs keeps but does not apply (`@counter-style`, `@property`,
/// `@font-feature-values`, `@font-palette-values`, `@view-transition`, `@position-try`).
public class CSSOtherAtRule: CSSRule {
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

/// `@counter-style name { descriptors }`: kept, its text as written.
///
/// https://drafts.csswg.org/css-counter-styles-3/#the-csscounterstylerule-interface
public final class CSSCounterStyleRule: CSSOtherAtRule {}

/// `@property --name { descriptors }`: kept, its text as written.
///
/// https://drafts.css-houdini.org/css-properties-values-api/#the-css-property-rule-interface
public final class CSSPropertyRule: CSSOtherAtRule {}

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
