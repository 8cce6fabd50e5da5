/// A CSS style sheet: the rules of a `<style>` element, a `<link rel=stylesheet>`, an
/// `@import`, a constructed sheet, or the user-agent sheet.
///
/// https://drafts.csswg.org/cssom/#the-cssstylesheet-interface
public final class CSSStyleSheet {
  /// Where a sheet's rules sit in the cascade.
  ///
  /// https://drafts.csswg.org/css-cascade-5/#cascade-origin
  public enum Origin: Sendable {
    /// The user agent's defaults.
    case userAgent
    /// The page's sheets (and constructed sheets).
    case author
  }

  /// The cascade origin.
  public let origin: Origin
  /// The `style` or `link` element (or processing instruction) the sheet belongs to.
  ///
  /// https://drafts.csswg.org/cssom/#concept-css-style-sheet-owner-node
  public internal(set) weak var ownerNode: Node?
  /// The `@import` rule that loaded this sheet, if any.
  ///
  /// https://drafts.csswg.org/cssom/#concept-css-style-sheet-owner-css-rule
  public internal(set) weak var ownerRule: CSSImportRule?
  /// The sheet's URL for a linked or imported sheet (`nil` for an embedded one).
  ///
  /// https://drafts.csswg.org/cssom/#concept-css-style-sheet-location
  public internal(set) var href: String?
  /// The URL relative references inside the sheet resolve against (its location, else the
  /// owner document's base URL).
  public internal(set) var baseURL: String?
  /// The owner's `title`, or "".
  public internal(set) var title: String = ""
  /// The owner's `media` (or the import's media list) as written; "" for all media.
  public internal(set) var mediaText: String = ""
  /// Whether the sheet is set aside (`disabled`): its rules do not apply.
  ///
  /// https://drafts.csswg.org/cssom/#concept-css-style-sheet-disabled-flag
  public var disabled: Bool {
    get { disabledStorage }
    set {
      guard newValue != disabledStorage else { return }
      disabledStorage = newValue
      didChange()
    }
  }
  var disabledStorage = false
  /// Whether the sheet was made by `new CSSStyleSheet()`.
  ///
  /// https://drafts.csswg.org/cssom/#concept-css-style-sheet-constructed-flag
  public let isConstructed: Bool
  /// The document a constructed sheet was made in.
  ///
  /// https://drafts.csswg.org/cssom/#concept-css-style-sheet-constructor-document
  public internal(set) weak var constructorDocument: Document?
  /// The top-level rules, in order.
  public internal(set) var rules: [CSSRule] = []
  /// Bumped on every change of the sheet's rules or of a rule inside it.
  public internal(set) var version: UInt64 = 0
  /// The documents whose style depends on this sheet beyond its owner node's (adopters of a
  /// constructed sheet), held weakly.
  private var adopters: [WeakDocument] = []

  init(
    origin: Origin, ownerNode: Node? = nil, href: String? = nil, baseURL: String? = nil,
    isConstructed: Bool = false, constructorDocument: Document? = nil
  ) {
    self.origin = origin
    self.ownerNode = ownerNode
    self.href = href
    self.baseURL = baseURL
    self.isConstructed = isConstructed
    self.constructorDocument = constructorDocument
  }

  /// Sets the rules of a sheet being made (no change is recorded: nothing depends on it yet).
  func installParsedRules(_ newRules: [CSSRule]) {
    rules = newRules
    for rule in rules {
      rule.parentRule = nil
      rule.setParentStyleSheet(self)
    }
  }

  /// Sets the disabled flag as its owner's `disabled` attribute says, without recording a
  /// change (the attribute change already did).
  func setDisabledQuietly(_ value: Bool) {
    guard disabled != value else { return }
    disabledStorage = value
  }

  /// Replaces the rules.
  func setRules(_ newRules: [CSSRule]) {
    for rule in rules { rule.setParentStyleSheet(nil) }
    rules = newRules
    for rule in rules {
      rule.parentRule = nil
      rule.setParentStyleSheet(self)
    }
    didChange()
  }

  /// Makes a constructed sheet (`new CSSStyleSheet(options)`): empty, its media, disabled flag
  /// and base URL from the options (the base URL resolved against the document's).
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssstylesheet-cssstylesheet
  public convenience init(
    constructedIn document: Document, media: String = "", disabled: Bool = false,
    baseURL: String? = nil
  ) {
    let documentBase = document.baseURL
    var base = documentBase
    if let baseURL {
      base =
        URLParser.parse(baseURL, base: URLParser.parse(documentBase, base: nil))?
        .serialized(excludingFragment: false) ?? documentBase
    }
    self.init(
      origin: .author, baseURL: base, isConstructed: true, constructorDocument: document)
    mediaText = media.isEmpty ? "" : MediaQuerySerialization.serialize(media)
    disabledStorage = disabled
  }

  /// `cssRules` (and `rules`): the live list of the top-level rules, the same object each time.
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssstylesheet-cssrules
  public var cssRules: CSSRuleList {
    if let list = cssRulesStorage { return list }
    let list = CSSRuleList { [weak self] in self?.rules ?? [] }
    cssRulesStorage = list
    return list
  }
  private var cssRulesStorage: CSSRuleList?

  /// `media`: the sheet's media list, the same object each time.
  ///
  /// https://drafts.csswg.org/cssom/#dom-stylesheet-media
  public var media: MediaList {
    if let list = mediaStorage { return list }
    let list = MediaList(owner: self)
    mediaStorage = list
    return list
  }
  private var mediaStorage: MediaList?

  /// The sheet that `@import`ed this one, if any.
  ///
  /// https://drafts.csswg.org/cssom/#dom-stylesheet-parentstylesheet
  public var parentStyleSheet: CSSStyleSheet? { ownerRule?.parentStyleSheet }

  /// The owner node while the sheet is still the one its owner element applies (`nil` once
  /// the element's text changed or the element left the document).
  ///
  /// https://drafts.csswg.org/cssom/#dom-stylesheet-ownernode
  public var currentOwnerNode: Node? {
    guard let element = ownerNode as? Element else { return ownerNode }
    guard element.isConnected, element.rareData?.ownedStyleSheet?.sheet === self else {
      return nil
    }
    return element
  }

  /// The document whose parsing mode the sheet's text follows.
  var contextDocument: Document? {
    var sheet: CSSStyleSheet? = self
    var seen = 0
    while let current = sheet, seen < 64 {
      seen += 1
      if let document = current.ownerNode?.nodeDocumentStorage ?? current.constructorDocument {
        return document
      }
      sheet = current.ownerRule?.parentStyleSheet
    }
    return nil
  }

  /// How text parses into this sheet.
  var parserContext: CSSParserContext {
    CSSParserContext(isQuirksMode: contextDocument?.mode == .quirks)
  }

  /// The documents whose style this sheet can change.
  var dependentDocuments: [Document] {
    var documents: [Document] = []
    var sheet: CSSStyleSheet? = self
    var seen = 0
    while let current = sheet, seen < 64 {
      seen += 1
      if let document = current.ownerNode?.nodeDocumentStorage { documents.append(document) }
      documents.append(contentsOf: current.adopters.compactMap(\.document))
      sheet = current.ownerRule?.parentStyleSheet
    }
    return documents
  }

  /// Records that `document` adopted this sheet (its style changes with the sheet).
  func addAdopter(_ document: Document) {
    adopters.removeAll { $0.document == nil }
    if !adopters.contains(where: { $0.document === document }) {
      adopters.append(WeakDocument(document: document))
    }
  }

  /// Records a change: the sheet's version moves, and the documents using it restyle.
  func didChange() {
    version &+= 1
    for document in dependentDocuments { document.styleSheetsDidChange() }
  }
}

extension CSSStyleSheet: MediaListOwner {
  var ownedMediaText: String {
    get { mediaText }
    set { mediaText = newValue }
  }

  func mediaListDidChange() { didChange() }
}

/// A weak reference to a document.
struct WeakDocument {
  weak var document: Document?
}
