/// Finds the style sheets of a tree scope in tree order — `<style>` elements (HTML and SVG)
/// and `<link rel=stylesheet>` elements, then the scope's adopted sheets — and keeps each owner
/// element's sheet current: a `<style>` is parsed again when its text, `type` or `media`
/// changed, a link loaded again when its URL did.
///
/// https://html.spec.whatwg.org/multipage/semantics.html#update-a-style-block and
/// https://html.spec.whatwg.org/multipage/links.html#link-type-stylesheet
enum StyleSheetCollector {
  /// What an owner element's sheet was made from.
  struct Source: Equatable {
    var text: String
    var media: String
    var title: String
  }

  /// The sheets of `root` (a document or a shadow root), in order.
  static func sheets(of root: Node, engine: StyleEngine) -> [CSSStyleSheet] {
    var sheets: [CSSStyleSheet] = []
    root.forEachDescendantUnretained { node in
      guard let element = node as? Element else { return true }
      switch (element.namespace, element.localName) {
      // (`true` goes on: returning `false` would stop the walk at the first owner.)
      case (.html, "style"), (.svg, "style"):
        if let sheet = styleElementSheet(element, engine: engine) { sheets.append(sheet) }
      case (.html, "link"):
        if let sheet = linkElementSheet(element, engine: engine) { sheets.append(sheet) }
      default:
        break
      }
      return true
    }
    if let document = root as? Document {
      sheets.append(contentsOf: document.adoptedStyleSheetsStorage)
    } else if let shadow = root as? ShadowRoot {
      sheets.append(contentsOf: shadow.adoptedStyleSheetsStorage)
    }
    return sheets
  }

  /// The sheet of a `<style>` element, or `nil` when its `type` is not CSS.
  static func styleElementSheet(_ element: Element, engine: StyleEngine) -> CSSStyleSheet? {
    if let type = element.attributeValue(localName: "type"), !type.isEmpty,
      !type.asciiCaseInsensitiveEquals("text/css")
    {
      element.rareData?.ownedStyleSheet = nil
      return nil
    }
    var text = ""
    var child = element.firstChild
    while let node = child {
      if let textNode = node as? Text { text += textNode.data }
      child = node.nextSibling
    }
    let source = Source(
      text: text, media: element.attributeValue(localName: "media") ?? "",
      title: element.attributeValue(localName: "title") ?? "")
    if let owned = element.rareData?.ownedStyleSheet, owned.source == source {
      return owned.sheet
    }
    let document = engine.document
    let sheet = CSSStyleSheet(origin: .author, ownerNode: element, baseURL: document.baseURL)
    sheet.mediaText = source.media
    sheet.title = source.title
    sheet.installParsedRules(
      CSSStyleSheetParser.parseStyleSheet(
        text, context: CSSParserContext(isQuirksMode: document.mode == .quirks)))
    loadImports(of: sheet, engine: engine)
    element.ensureRareData().ownedStyleSheet = OwnedStyleSheet(source: source, sheet: sheet)
    return sheet
  }

  /// The sheet of a `<link rel=stylesheet href>` element, or `nil` when it is not a style
  /// sheet link, is an alternate sheet, or its resource is not available offline.
  static func linkElementSheet(_ element: Element, engine: StyleEngine) -> CSSStyleSheet? {
    let rel = (element.attributeValue(localName: "rel") ?? "").splitOnASCIIWhitespace()
      .map { $0.asciiLowercased() }
    let title = element.attributeValue(localName: "title") ?? ""
    guard rel.contains("stylesheet"), !(rel.contains("alternate") && !title.isEmpty),
      let href = element.attributeValue(localName: "href"), !href.isEmpty
    else {
      element.rareData?.ownedStyleSheet = nil
      return nil
    }
    if let type = element.attributeValue(localName: "type"), !type.isEmpty,
      !type.asciiCaseInsensitiveEquals("text/css")
    {
      element.rareData?.ownedStyleSheet = nil
      return nil
    }
    let document = engine.document
    guard let url = document.encodingParseURL(href)?.serialized(excludingFragment: true) else {
      element.rareData?.ownedStyleSheet = nil
      return nil
    }
    let source = Source(
      text: url, media: element.attributeValue(localName: "media") ?? "", title: title)
    let disabled = element.attributeValue(localName: "disabled") != nil
    if let owned = element.rareData?.ownedStyleSheet, owned.source == source {
      owned.sheet.setDisabledQuietly(disabled)
      return owned.sheet
    }
    guard let text = document.styleEnvironment?.styleSheetText(at: url) else {
      element.rareData?.ownedStyleSheet = nil
      return nil
    }
    let sheet = CSSStyleSheet(origin: .author, ownerNode: element, href: url, baseURL: url)
    sheet.mediaText = source.media
    sheet.title = title
    sheet.setDisabledQuietly(disabled)
    sheet.installParsedRules(
      CSSStyleSheetParser.parseStyleSheet(
        text, context: CSSParserContext(isQuirksMode: document.mode == .quirks)))
    loadImports(of: sheet, engine: engine)
    element.ensureRareData().ownedStyleSheet = OwnedStyleSheet(source: source, sheet: sheet)
    return sheet
  }

  /// Loads the sheets `@import` rules name, transitively (each URL once per chain, at most
  /// 256 sheets), from the environment.
  ///
  /// https://drafts.csswg.org/css-cascade-5/#at-import
  static func loadImports(of sheet: CSSStyleSheet, engine: StyleEngine) {
    guard let environment = engine.document.styleEnvironment else { return }
    let context = CSSParserContext(isQuirksMode: engine.document.mode == .quirks)
    var pending: [(sheet: CSSStyleSheet, chain: Set<String>)] = [(sheet, [])]
    var loaded = 0
    while let (current, chain) = pending.popLast() {
      for rule in current.rules {
        guard let importRule = rule as? CSSImportRule, importRule.styleSheet == nil else {
          continue
        }
        let base = current.baseURL.flatMap { URLParser.parse($0, base: nil) }
        guard loaded < 256,
          let url = URLParser.parse(importRule.href, base: base)?.serialized(
            excludingFragment: true),
          !chain.contains(url), let text = environment.styleSheetText(at: url)
        else { continue }
        loaded += 1
        let imported = CSSStyleSheet(origin: .author, href: url, baseURL: url)
        imported.ownerRule = importRule
        imported.mediaText = importRule.mediaText
        imported.installParsedRules(CSSStyleSheetParser.parseStyleSheet(text, context: context))
        importRule.styleSheet = imported
        pending.append((imported, chain.union([url])))
      }
    }
  }
}

/// An owner element's sheet and what it was made from.
final class OwnedStyleSheet {
  let source: StyleSheetCollector.Source
  let sheet: CSSStyleSheet

  init(source: StyleSheetCollector.Source, sheet: CSSStyleSheet) {
    self.source = source
    self.sheet = sheet
  }
}
